/**
 * Preloaded into each soak instance (NODE_OPTIONS=--import): every few seconds it appends the
 * process's own process.memoryUsage() to SOAK_MEMORY_DIR/memory-<pid>.jsonl, so the soak reads
 * the instance's heap without an inspector. After each full (mark-compact) collection it also
 * appends the heap then in use to live-heap-<pid>.jsonl: what survived a full collection is the
 * live heap, the figure a leak grows, where heap used between collections swings with the request
 * rate and the collector's timing. With it, what of that is V8's compiled code (its code space), so
 * a climb can be told apart as code being optimised or objects being kept. Child processes do not inherit it.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

const directory = process.env.SOAK_MEMORY_DIR;
delete process.env.SOAK_MEMORY_DIR;
const intervalMs = 5000;

if (directory) {
  const file = path.join(directory, `memory-${process.pid}.jsonl`);
  const write = () => appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...process.memoryUsage() })}\n`);
  write();
  setInterval(write, intervalMs).unref();

  const liveFile = path.join(directory, `live-heap-${process.pid}.jsonl`);
  new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) return;
    // Machine code of optimised functions, small and large (`code_space`, `code_large_object_space`).
    const code = getHeapSpaceStatistics()
      .filter((space) => space.space_name.startsWith('code_'))
      .reduce((sum, space) => sum + space.space_used_size, 0);
    appendFileSync(liveFile, `${JSON.stringify({ at: Date.now(), heapUsed: process.memoryUsage().heapUsed, code })}\n`);
  }).observe({ entryTypes: ['gc'] });
}
