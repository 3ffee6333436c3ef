/** Where sign-up leaves the customer (docs/contract.md §2). */
export const registrationStatusPath = (email: string) => `/registration-status/${encodeURIComponent(email)}?status=pending`;

/** After a password reset the customer is signed out and offered sign-in with a notice. */
export const PASSWORD_RESET_NOTICE = 'password-reset';
export const EMAIL_CONFIRMED_NOTICE = 'email-confirmed';
