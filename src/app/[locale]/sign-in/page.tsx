import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SignInNotice } from '@/modules/accounts/components';
import { SignInPanel } from '@/modules/accounts/components';
import { signedInCustomer } from '@/modules/session';
import { safeRedirect } from '@/shared/api/safe-redirect';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { CardPage } from '@/shared/ui/CardPage';

export const metadata: Metadata = {
  title: 'Sign in',
  description: 'Sign in to your LED Floor Finishes account to check out and see your payment history.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/sign-in' },
};

type Query = { redirect?: string | string[]; notice?: string | string[] };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The page reads `redirect` from the URL on the server, so the form is fully server-rendered and
 * antd's styles for it are extracted into this page's HTML (the registry is here, not in the root
 * layout, so catalogue pages carry no antd CSS). A customer who is already signed in (the same
 * cookies `/account` asks for) goes straight on to `redirect`, or to their account.
 */
export default async function SignInPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  if (signedInCustomer(await cookies())) redirect(safeRedirect(first(query.redirect), '/account'));
  return (
    <CardPage id="sign-in-title" title="Sign in" lead="Welcome back. Sign in to check out and see your payment history.">
      <AntdRegistry>
          <AntdProvider>
            <SignInNotice notice={first(query.notice)} />
            <SignInPanel redirectTo={first(query.redirect)} />
          </AntdProvider>
      </AntdRegistry>
    </CardPage>
  );
}
