import { Alert } from 'antd';
import { useTranslations } from 'next-intl';
import { EMAIL_CONFIRMED_NOTICE, PASSWORD_RESET_NOTICE } from '../paths';

const NOTICES = { [PASSWORD_RESET_NOTICE]: 'passwordReset', [EMAIL_CONFIRMED_NOTICE]: 'emailConfirmed' } as const;

const isNotice = (notice: string | undefined): notice is keyof typeof NOTICES => notice !== undefined && Object.hasOwn(NOTICES, notice);

/** The notice a flow leaves the customer with when it sends them to sign in (a server component of the sign-in page). */
export function SignInNotice({ notice }: { notice?: string }) {
  const t = useTranslations('accounts.server.notices');
  if (!isNotice(notice)) return null;
  return <Alert type="success" showIcon title={t(NOTICES[notice])} role="status" style={{ marginBottom: 16 }} />;
}
