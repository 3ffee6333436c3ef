import type { ReactNode } from 'react';
import styles from './CardPage.module.css';

interface CardPageProps {
  /** Id of the heading, which names the card's region. */
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A page whose content is one narrow card: sign-in and the account mails' landing pages. */
export function CardPage({ id, title, lead, children }: CardPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby={id}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}
