/**
 * Fired on window when the door answers 401: the sign-in is gone. Listeners clear the signed-in
 * profile from the store (docs/contract.md §4: a 401 marks the user logged out).
 */
export const LOGOUT_EVENT = 'lf:logout';
