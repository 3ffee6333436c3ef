import styles from './jobs.module.css';

/** What went wrong with the customer's last action, read out at once; antd's error alert's look, without antd. */
export function Problem({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.problem}>
      {message}
    </p>
  );
}
