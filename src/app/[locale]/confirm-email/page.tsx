import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { ConfirmEmail } from '@/modules/accounts/components';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { CardPage } from '@/shared/ui/CardPage';

export const metadata: Metadata = { title: 'Confirm your e-mail address', robots: { index: false, follow: false } };

/** The page the confirmation mail links to (`/confirm-email?token=…`). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <CardPage id="confirm-title" title="Confirm your e-mail address">
      <AntdRegistry>
          <AntdProvider>
            <ConfirmEmail token={Array.isArray(token) ? token[0] : token} />
          </AntdProvider>
      </AntdRegistry>
    </CardPage>
  );
}
