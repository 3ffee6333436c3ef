import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata } from 'next';
import { ConfirmEmail } from '@/features/auth/components/ConfirmEmail';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import styles from '@/app/sign-in/sign-in.module.css';

export const metadata: Metadata = { title: 'Confirm your e-mail address', robots: { index: false, follow: false } };

/** The page the confirmation mail links to (`/confirm-email?token=…`). */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="confirm-title">
        <h1 id="confirm-title" className={styles.title}>
          Confirm your e-mail address
        </h1>
        <AntdRegistry>
          <AntdProvider>
            <ConfirmEmail token={Array.isArray(token) ? token[0] : token} />
          </AntdProvider>
        </AntdRegistry>
      </section>
    </div>
  );
}
