/**
 * Preloaded into each soak instance (NODE_OPTIONS=--import): every few seconds it appends the
 * process's own process.memoryUsage() to SOAK_MEMORY_DIR/memory-<pid>.jsonl, so the soak reads
 * the instance's heap without an inspector. Child processes do not inherit it.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';

const directory = process.env.SOAK_MEMORY_DIR;
delete process.env.SOAK_MEMORY_DIR;
const intervalMs = 5000;

if (directory) {
  const file = path.join(directory, `memory-${process.pid}.jsonl`);
  const write = () => appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...process.memoryUsage() })}\n`);
  write();
  setInterval(write, intervalMs).unref();
}
