import type { BuyAgainOutcome } from './buy-again';

/** The outcome travels to /basket in the tab's session storage, read once there. */
const KEY = 'lf_buy_again';

/** `from` names where the lines came from: "order #12", or a job's name. */
export type BuyAgainNoticeData = Omit<BuyAgainOutcome, 'basket'> & { from: string };

export function leaveNotice(notice: BuyAgainNoticeData) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // storage refused (private mode, quota): the basket still shows the lines
  }
}

export function takeNotice(): BuyAgainNoticeData | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as BuyAgainNoticeData) : null;
  } catch {
    return null;
  }
}
