import { SHOP_NAME } from '@/shared/config/constants';
import { type Db, sendMail } from '../db';
import type { SandboxOptions } from '../env';
import type { UserRecord } from './state';

/** Storefront pages the mailed links open; they post the token back to the API. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';
export const RESET_PASSWORD_PAGE = '/reset-password';

export function mailConfirmation(db: Db, options: SandboxOptions, user: UserRecord, token: string) {
  const link = `${options.storefrontUrl}${CONFIRM_EMAIL_PAGE}?token=${token}`;
  sendMail(
    db,
    {
      to: user.email,
      subject: `Confirm your e-mail address for ${SHOP_NAME}`,
      text: `Hello ${user.first_name},\n\nplease confirm your e-mail address to activate your account:\n${link}\n\nThe link is valid for 48 hours.`,
      meta: { kind: 'confirm-email', token, link },
    },
    options.log,
  );
}

export function mailPasswordReset(db: Db, options: SandboxOptions, user: UserRecord, token: string) {
  const link = `${options.storefrontUrl}${RESET_PASSWORD_PAGE}?token=${token}`;
  sendMail(
    db,
    {
      to: user.email,
      subject: `Reset your ${SHOP_NAME} password`,
      text: `Hello ${user.first_name},\n\nfollow this link to choose a new password:\n${link}\n\nThe link is valid for one hour. If you did not ask for it, ignore this e-mail.`,
      meta: { kind: 'reset-password', token, link },
    },
    options.log,
  );
}
