// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { steadyChange, stepMedians, VERDICT_WINDOW_MS } from '../../scripts/bench/soak/memory.mjs';

// The soak's memory verdict (scripts/bench/soak/memory.mjs) from minute 10 to 60, on RSS samples
// every 5 s shaped as a collector leaves them: a sawtooth that rises between full collections.

const MINUTE = 60_000;
const STEADY = { steadyFrom: 10 * MINUTE, steadyTo: 60 * MINUTE, windowMs: VERDICT_WINDOW_MS };
const MB = 1024 * 1024;

/** RSS from minute 0 to 60: `base` plus a climb of `climbPerMinute`, and a sawtooth of `swing` every `periodMs` starting at `phaseMs`. */
function rss({ base = 500 * MB, climbPerMinute = 0, swing = 120 * MB, periodMs = 2.5 * MINUTE, phaseMs = 0 }) {
  const samples = [];
  for (let at = 0; at <= 60 * MINUTE; at += 5000) {
    const inCycle = (((at + phaseMs) % periodMs) + periodMs) % periodMs;
    samples.push({ at, value: base + climbPerMinute * (at / MINUTE) + swing * (inCycle / periodMs) });
  }
  return samples;
}

describe("the soak's memory verdict", () => {
  it('reads a sawtooth with no growth as flat, wherever its ends fall in the cycle', () => {
    for (const phaseMs of [0, 20_000, 45_000, 70_000, 100_000, 130_000]) {
      const verdict = steadyChange(rss({ phaseMs }), STEADY);
      expect(verdict.flat, `phase ${phaseMs} ms: change ${verdict.change}, trend ${verdict.trend}`).toBe(true);
    }
  });

  it('a 30 s window on the same samples can read that sawtooth as growth (why the verdict window is longer)', () => {
    const changes = [0, 20_000, 45_000, 70_000, 100_000, 130_000].map((phaseMs) => steadyChange(rss({ phaseMs }), { ...STEADY, windowMs: 30_000 }).change ?? 0);
    expect(Math.max(...changes.map(Math.abs))).toBeGreaterThan(0.1);
  });

  it('reads a climb of 15% over the hour as not flat, by the ends and by the fitted line', () => {
    const verdict = steadyChange(rss({ climbPerMinute: (0.15 * 560 * MB) / 50 }), STEADY);
    expect(verdict.flat).toBe(false);
    expect(verdict.trend).toBeGreaterThan(0.1);
    expect(verdict.change).toBeGreaterThan(0.1);
  });

  it('reads a climb the ends hide (up, then back down at the very end) by its fitted line', () => {
    const samples = rss({ swing: 0 }).map((sample) => {
      const minute = sample.at / MINUTE;
      return { ...sample, value: sample.value + (minute >= 55 ? 0 : Math.max(0, minute - 10) * 3 * MB) };
    });
    const verdict = steadyChange(samples, STEADY);
    expect(Math.abs(verdict.change ?? 1)).toBeLessThan(0.1);
    expect(verdict.trend).toBeGreaterThan(0.1);
    expect(verdict.flat).toBe(false);
  });

  it('gives the medians of each five minutes of the steady phase', () => {
    const steps = stepMedians(rss({ swing: 0, climbPerMinute: MB }), { from: 10 * MINUTE, to: 60 * MINUTE, stepMs: 5 * MINUTE, startedAt: 0 });
    expect(steps.map((step) => `${step.fromMinute}–${step.toMinute}`)).toEqual(['10–15', '15–20', '20–25', '25–30', '30–35', '35–40', '40–45', '45–50', '50–55', '55–60']);
    expect((steps[0].bytes ?? 0) / MB).toBeCloseTo(512.5, 0);
    expect((steps[9].bytes ?? 0) / MB).toBeCloseTo(557.5, 0);
  });
});
