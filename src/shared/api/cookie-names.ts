/**
 * Names of the door's cookies. The session token and the auth key are httpOnly (the browser's
 * scripts never see them); the profile and basket-count cookies are readable so the client can
 * show the name and the header's basket count at once, without a request.
 */
export const SESSION_COOKIE = 'lf_session';
export const AUTH_COOKIE = 'lf_auth';
export const PROFILE_COOKIE = 'lf_profile';
export const BASKET_COUNT_COOKIE = 'lf_basket_count';
/** httpOnly: marks a browser in which a customer has signed in (server/door/device-cookie.ts). */
export const DEVICE_COOKIE = 'lf_device';
