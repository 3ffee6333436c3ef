export const LOGIN_PATH = 'user/login';
export const LOGOUT_PATH = 'user/logout';
/** A new password from a mailed reset link; the dashboard signs every key of the account out with it. */
export const PASSWORD_RESET_PATH = 'user/new-password';

/** The dashboard path after /api/, or null for anything the door must not forward. */
export function apiPathOf(url: URL): string | null {
  if (!url.pathname.startsWith('/api/')) return null;
  const path = url.pathname.slice('/api/'.length).replace(/\/+$/, '');
  if (path === '') return null;
  try {
    const segments = decodeURIComponent(path).split(/[/\\]/);
    return segments.some((segment) => segment === '.' || segment === '..') ? null : path;
  } catch {
    return null;
  }
}
