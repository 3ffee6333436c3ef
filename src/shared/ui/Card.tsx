import type { ReactNode } from 'react';
import { StaticImage } from './StaticImage';
import styles from './Card.module.css';

export interface CardProps {
  img: string;
  /** The picture's `sizes`, matching the grid the card sits in. */
  sizes: string;
  /** 'square': the product grid's narrow card with a square picture; 'wide': a 16:9 picture. */
  shape?: 'square' | 'wide';
  /** Eager-load the picture (the first row of a list, above the fold). */
  eager?: boolean;
  /** The list's likely LCP picture: hinted in the page's head and fetched ahead of the rest (StaticImage's `preload`). */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The small line above the title: a kind (shown as a label) and anything after it. */
  eyebrow?: { kind?: ReactNode; rest?: ReactNode };
  /** The title's link, with class `card-link` so it covers the card. */
  title: ReactNode;
  /** The card's own lines below the title. */
  children?: ReactNode;
}

/** A card in a list: picture, eyebrow, a heading whose link opens the thing, then the card's lines. */
export function Card({ img, sizes, shape = 'wide', eager = false, highPriority = false, headingLevel: Heading = 'h3', eyebrow, title, children }: CardProps) {
  return (
    <article className={shape === 'square' ? `${styles.card} ${styles.square}` : styles.card}>
      <div className={styles.media}>
        <StaticImage
          src={img}
          alt=""
          fill
          sizes={sizes}
          className={styles.image}
          loading={eager || highPriority ? 'eager' : 'lazy'}
          preload={highPriority}
        />
      </div>
      <div className={styles.body}>
        {eyebrow && (
          <p className={styles.eyebrow}>
            {eyebrow.kind && <span className={styles.kind}>{eyebrow.kind}</span>}
            {eyebrow.rest}
          </p>
        )}
        <Heading className={styles.title}>{title}</Heading>
        {children}
      </div>
    </article>
  );
}

/** A card's line of secondary text (an excerpt, a summary). */
export function CardText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
