export type Sample = { at: number; value: number };
export type SteadyChange = { startBytes: number | null; endBytes: number | null; change: number | null; trend: number | null; peakBytes: number | null; flat: boolean | null; samples: number };
export const FLAT_WITHIN: number;
export const VERDICT_WINDOW_MS: number;
export function steadyChange(samples: Sample[], window: { steadyFrom: number; steadyTo: number; windowMs: number }): SteadyChange;
export function stepMedians(samples: Sample[], options: { from: number; to: number; stepMs: number; startedAt: number }): { fromMinute: number; toMinute: number; bytes: number | null }[];
