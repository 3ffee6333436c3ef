import { localePath } from '@/shared/i18n/locale-path.mjs';
import { LOCALES } from '@/shared/i18n/locales';

/** Where the reset mail links (docs/contract.md §2); the cookie below is sent to this page only, in either language. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The reset link this browser last spent. The dashboard has no call that tells whether a token
 * is still good without spending it; the browser that used a link knows, so the page it opens
 * again says so at once (accounts.server.resetPage.usedLink) instead of offering a form the dashboard will refuse.
 */
export const SPENT_RESET_LINK_COOKIE = 'lf_reset_used';

/** A spent token is dead whatever happens next; thirty days covers a mail opened again much later. */
const REMEMBERED_SECONDS = 30 * 24 * 60 * 60;

/** Kept for the reset page in each language (`/reset-password`, `/fr/reset-password`): a mail opened again may link to either. */
export function rememberSpentResetLink(token: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const locale of LOCALES) {
    document.cookie = `${SPENT_RESET_LINK_COOKIE}=${encodeURIComponent(token)}; Path=${localePath(RESET_PASSWORD_PATH, locale)}; Max-Age=${REMEMBERED_SECONDS}; SameSite=Lax${secure}`;
  }
}
