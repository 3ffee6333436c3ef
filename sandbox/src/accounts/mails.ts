import { SHOP_NAME } from '@/shared/config/constants';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { type Db, sendMail } from '../db';
import type { SandboxOptions } from '../env';
import { FRENCH } from '../i18n/language';
import type { UserRecord } from './state';

/** Storefront pages the mailed links open; they post the token back to the API. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';
export const RESET_PASSWORD_PAGE = '/reset-password';


/** The page in the customer's language: French under `/fr` (docs/i18n.md), English as it is. */
const linkTo = (options: SandboxOptions, user: UserRecord, page: string, token: string) =>
  `${options.storefrontUrl}${localePath(page, user.language === FRENCH ? 'fr' : 'en')}?token=${token}`;

export function mailConfirmation(db: Db, options: SandboxOptions, user: UserRecord, token: string) {
  const link = linkTo(options, user, CONFIRM_EMAIL_PAGE, token);
  const french = user.language === FRENCH;
  sendMail(
    db,
    {
      to: user.email,
      subject: french ? `Confirmez votre adresse courriel pour ${SHOP_NAME}` : `Confirm your e-mail address for ${SHOP_NAME}`,
      text: french
        ? `Bonjour ${user.first_name},\n\nveuillez confirmer votre adresse courriel pour activer votre compte\u00a0:\n${link}\n\nLe lien est valide pendant 48\u00a0heures.`
        : `Hello ${user.first_name},\n\nplease confirm your e-mail address to activate your account:\n${link}\n\nThe link is valid for 48 hours.`,
      meta: { kind: 'confirm-email', token, link, language: user.language ?? 'en-US' },
    },
    options.log,
  );
}

export function mailPasswordReset(db: Db, options: SandboxOptions, user: UserRecord, token: string) {
  const link = linkTo(options, user, RESET_PASSWORD_PAGE, token);
  const french = user.language === FRENCH;
  sendMail(
    db,
    {
      to: user.email,
      subject: french ? `Réinitialisez votre mot de passe ${SHOP_NAME}` : `Reset your ${SHOP_NAME} password`,
      text: french
        ? `Bonjour ${user.first_name},\n\nsuivez ce lien pour choisir un nouveau mot de passe\u00a0:\n${link}\n\nLe lien est valide pendant une heure. Si vous n’avez rien demandé, ignorez ce courriel.`
        : `Hello ${user.first_name},\n\nfollow this link to choose a new password:\n${link}\n\nThe link is valid for one hour. If you did not ask for it, ignore this e-mail.`,
      meta: { kind: 'reset-password', token, link, language: user.language ?? 'en-US' },
    },
    options.log,
  );
}
