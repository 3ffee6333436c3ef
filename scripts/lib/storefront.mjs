/** Runs `next <command>` beside the embedded sandbox: one Ctrl-C stops both, either stopping stops the other. */
import { nextBin, onShutdownSignal, productionServer, startNode, stopChild } from './processes.mjs';
import { startEmbeddedSandbox } from './sandbox.mjs';

export async function runStorefrontWithSandbox(command) {
  const port = process.env.PORT ?? '3000';
  let sandbox = null;
  let next = null;
  let stopping = false;

  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    await stopChild(next);
    await sandbox?.stop();
    process.exit(code);
  }

  onShutdownSignal(() => shutdown(0));

  try {
    sandbox = await startEmbeddedSandbox();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (stopping) {
    await sandbox.stop();
    process.exit(0);
  }

  // Production runs server.mjs (Next behind the served-page cache); development runs `next dev`.
  const args = command === 'start' ? [productionServer] : [nextBin, command, '-p', port];
  next = startNode(args, { env: { ...sandbox.env, PORT: port }, prefix: 'next' });
  console.log(`Storefront on http://localhost:${port} (dashboard API: ${sandbox.url})`);

  sandbox.child?.exited.then((code) => {
    if (!stopping) console.error(`The sandbox stopped (code ${code}); stopping the storefront.`);
    return shutdown(1);
  });
  next.exited.then((code) => {
    if (!stopping) console.error(`next ${command} stopped (code ${code}); stopping the sandbox.`);
    return shutdown(code || 1);
  });
}
