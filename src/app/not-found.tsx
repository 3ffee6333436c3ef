import type { Metadata } from 'next';
import Link from 'next/link';
import { CATEGORY_LINKS } from '@/app/_shell/links';
import styles from './status-page.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code}>404</p>
      <h1>We could not find that page</h1>
      <p className="muted">The link may be old or the product may have moved. These are good places to start:</p>
      <div className={styles.actions}>
        <Link href="/products" className="btn btn-primary">
          Browse products
        </Link>
        <Link href="/" className="btn btn-ghost">
          Go to the home page
        </Link>
      </div>
      <ul className={styles.links} aria-label="Categories">
        {CATEGORY_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
