import { sanitizeHtml } from '@/shared/security/sanitize';
import styles from './RichText.module.css';

/** Editor HTML from the dashboard, through the shared allow-list before it reaches the page. */
export function RichText({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
