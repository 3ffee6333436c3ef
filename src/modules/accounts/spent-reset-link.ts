/** Where the reset mail links (docs/contract.md §2); the cookie below is sent to this page only. */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * The reset link this browser last spent. The dashboard has no call that tells whether a token
 * is still good without spending it; the browser that used a link knows, so the page it opens
 * again says so at once instead of offering a form the dashboard will refuse.
 */
export const SPENT_RESET_LINK_COOKIE = 'lf_reset_used';

export const USED_RESET_LINK = 'This reset link has already been used. To choose another password, ask for a new link.';

/** A spent token is dead whatever happens next; thirty days covers a mail opened again much later. */
const REMEMBERED_SECONDS = 30 * 24 * 60 * 60;

export function rememberSpentResetLink(token: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SPENT_RESET_LINK_COOKIE}=${encodeURIComponent(token)}; Path=${RESET_PASSWORD_PATH}; Max-Age=${REMEMBERED_SECONDS}; SameSite=Lax${secure}`;
}
