/**
 * Runs `work` for every item, in the items' order, with at most `atOnce` running at a time: a
 * long paste is looked up a few lines at a time instead of all at once.
 */
export async function inTurn<T>(items: readonly T[], atOnce: number, work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}
