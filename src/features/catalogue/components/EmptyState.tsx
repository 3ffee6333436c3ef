import Link from 'next/link';
import styles from './EmptyState.module.css';

/** Shown when a filter matches nothing: says so and offers the way back. */
export function EmptyState({ title, backHref, backLabel }: { title: string; backHref: string; backLabel: string }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.title}>{title}</p>
      <p className="muted">Try another category, or browse the whole range.</p>
      <Link href={backHref} className="btn btn-primary">
        {backLabel}
      </Link>
    </div>
  );
}
