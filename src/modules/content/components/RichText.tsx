import type { SafeHtml } from '@/shared/security/safe-html';
import styles from './RichText.module.css';

/** Editor HTML from the dashboard, passed through the server's allow-list by the page that reads it. */
export function RichText({ html }: { html: SafeHtml }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
