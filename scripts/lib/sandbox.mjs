/** The embedded sandbox dashboard API: start it, wait until it answers, stop it. */
import { createServer } from 'node:net';
import { startNode, stopChild } from './processes.mjs';

const DEFAULT_SANDBOX_PORT = 4010;

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use, so the sandbox cannot start there. Stop what runs on it, ` +
                'or set SANDBOX_PORT to a free port, or DASHBOARD_API_URL to a dashboard API that is already running.',
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Resolves once `url` gives any HTTP answer. Rejects when `child` (if given) exits first
 * or after `timeoutMs`.
 */
export async function waitUntilAnswering(url, { child, timeoutMs = 60_000, name = url } = {}) {
  let exitCode = null;
  child?.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`${name} exited (code ${exitCode}) before it answered.`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${name} did not answer within ${timeoutMs / 1000} s.`);
}

/**
 * Starts the sandbox on SANDBOX_PORT unless DASHBOARD_API_URL names another dashboard API.
 * Returns the API's origin, the env the storefront should run with, and `stop()`.
 */
export async function startEmbeddedSandbox(env = process.env) {
  if (env.DASHBOARD_API_URL) {
    console.log(`Using the dashboard API at ${env.DASHBOARD_API_URL} (DASHBOARD_API_URL is set).`);
    return { url: env.DASHBOARD_API_URL, child: null, env, stop: async () => {} };
  }
  const port = Number(env.SANDBOX_PORT ?? DEFAULT_SANDBOX_PORT);
  await assertPortFree(port);
  const url = `http://127.0.0.1:${port}`;
  const child = startNode(['--import', 'tsx', 'sandbox/server.ts'], {
    env: { ...env, SANDBOX_PORT: String(port) },
    prefix: 'sandbox',
  });
  try {
    await waitUntilAnswering(`${url}/api/default`, { child, name: 'The sandbox' });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  // Set explicitly so a DASHBOARD_API_URL from a .env file cannot point the storefront elsewhere.
  // The sandbox serves its stand-in carrier logos itself, so its origin joins Shippo's logo hosts.
  const storefrontEnv = { ...env, SANDBOX_PORT: String(port), DASHBOARD_API_URL: url, CARRIER_LOGO_ORIGINS: url };
  return { url, child, env: storefrontEnv, stop: () => stopChild(child) };
}
