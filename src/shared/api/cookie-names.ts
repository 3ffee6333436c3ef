/**
 * Names of the door's cookies. The session token and the auth key are httpOnly (the browser's
 * scripts never see them); the profile cookie is readable so the client can show the name at once.
 */
export const SESSION_COOKIE = 'lf_session';
export const AUTH_COOKIE = 'lf_auth';
export const PROFILE_COOKIE = 'lf_profile';
