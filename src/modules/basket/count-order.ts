import { COUNT_ORDER_FORMAT } from '@/shared/api/count-order';

const KEPT_AS = 'lf-count-order';

interface Order {
  writer: string;
  sequence: number;
}

/** Kept in memory when the tab's storage cannot be used (a private window that refuses it). */
let inMemory: Order | null = null;

function kept(): Order | null {
  try {
    const match = COUNT_ORDER_FORMAT.exec(sessionStorage.getItem(KEPT_AS) ?? '');
    return match ? { writer: match[1], sequence: Number(match[2]) } : inMemory;
  } catch {
    return inMemory;
  }
}

/**
 * The next write's place in this tab's order (shared/api/count-order.ts). Kept in the tab's
 * session storage, so a reloaded page goes on after the page it replaced: a write of the old page
 * still on its way cannot undo one the new page makes. Never below the clock, so the order rises
 * even if the storage was lost between pages.
 */
export function nextCountOrder(): string {
  const last = kept();
  const order = { writer: last?.writer ?? crypto.randomUUID(), sequence: Math.max(Date.now(), (last?.sequence ?? 0) + 1) };
  inMemory = order;
  const value = `${order.writer}.${order.sequence}`;
  try {
    sessionStorage.setItem(KEPT_AS, value);
  } catch {
    // In memory only: the order still rises within this page.
  }
  return value;
}
