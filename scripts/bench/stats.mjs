/** Nearest-rank percentile of numbers sorted ascending; null when there are none. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
