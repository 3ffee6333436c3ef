import { Alert } from 'antd';
import { EMAIL_CONFIRMED_NOTICE, PASSWORD_RESET_NOTICE } from '../paths';

const NOTICES: Record<string, string> = {
  [PASSWORD_RESET_NOTICE]: 'Your new password has been saved. Sign in with it now.',
  [EMAIL_CONFIRMED_NOTICE]: 'Your e-mail address has been confirmed. You can sign in now.',
};

/** The notice a flow leaves the customer with when it sends them to sign in. */
export function SignInNotice({ notice }: { notice?: string }) {
  const text = notice ? NOTICES[notice] : undefined;
  if (!text) return null;
  return <Alert type="success" showIcon title={text} role="status" style={{ marginBottom: 16 }} />;
}
