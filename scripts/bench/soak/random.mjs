/** A seeded random source (mulberry32), so two soak runs send the same traffic in the same order. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from `min` to `max`, both included. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    /** One of `choices` ({ weight, ... }), chosen in proportion to its weight. */
    weighted(choices) {
      let roll = next() * choices.reduce((sum, choice) => sum + choice.weight, 0);
      for (const choice of choices) {
        roll -= choice.weight;
        if (roll < 0) return choice;
      }
      return choices.at(-1);
    },
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
