import { Link } from '@/shared/i18n/navigation';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  title: string;
  hint: string;
  href: string;
  linkLabel: string;
  /** A heading where the empty state is the page's content; a paragraph where it stands in for a list. */
  titleAs?: 'h2' | 'p';
  /** 'status' announces it, for an answer to something the customer just changed (a filter). */
  role?: 'status';
}

/** Says there is nothing to show and offers the way on. */
export function EmptyState({ title, hint, href, linkLabel, titleAs: Title = 'p', role }: EmptyStateProps) {
  return (
    <div className={styles.empty} role={role}>
      <Title className={styles.title}>{title}</Title>
      <p className="muted">{hint}</p>
      <Link href={href} className="btn btn-primary">
        {linkLabel}
      </Link>
    </div>
  );
}
