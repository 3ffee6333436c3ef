import styles from '../account.module.css';

/** Shown while the jobs are read from the dashboard. */
export default function JobsLoading() {
  return (
    <div className={`container ${styles.page}`} role="status">
      <p className="muted">Loading your jobs…</p>
    </div>
  );
}
