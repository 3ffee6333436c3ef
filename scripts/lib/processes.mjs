/** Child processes for the scripts: prefixed output, clean stops, the repo's own binaries. */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const nextBin = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url));
export const productionServer = fileURLToPath(new URL('../../server.mjs', import.meta.url));

const colours = { sandbox: 36, next: 35, build: 33 };

function pipeWithPrefix(stream, name, target) {
  const code = colours[name] ?? 37;
  const prefix = target.isTTY ? `\x1b[${code}m[${name}]\x1b[0m ` : `[${name}] `;
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix}${line}\n`));
}

/**
 * Starts `node <args>` in the repo root. With `prefix`, each output line is labelled; with
 * `outputFd` (an open file), its output goes there; with `capture`, stdout and stderr are kept
 * in order for `output()`; else the child shares this terminal. `exited` resolves to the exit
 * code (signals → 1).
 */
export function startNode(args, { env = process.env, prefix, outputFd, capture = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: outputFd !== undefined ? ['ignore', outputFd, outputFd] : prefix || capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix) {
    pipeWithPrefix(child.stdout, prefix, process.stdout);
    pipeWithPrefix(child.stderr, prefix, process.stderr);
  }
  const chunks = [];
  if (capture) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
  child.output = () => Buffer.concat(chunks).toString('utf8');
  child.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
  return child;
}

/** SIGTERM, then SIGKILL if it has not gone within `graceMs`. Resolves once it has exited. */
export async function stopChild(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Runs `onSignal` once on the first Ctrl-C / SIGTERM; a second one forces the exit. */
export function onShutdownSignal(onSignal) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      onSignal(signal);
    });
  }
}
