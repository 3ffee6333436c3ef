import { StaticImage } from '@/shared/ui/StaticImage';
import Link from 'next/link';
import type { Article } from '@/shared/contract/catalogue';
import { formatDate } from '@/shared/ui/format';
import { articleHref } from '@/shared/config/page-paths';
import { typeLabel } from '../blog/query';
import styles from './ArticleCard.module.css';

export const ARTICLE_CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 31vw, 100vw';

interface ArticleCardProps {
  article: Article;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ArticleCard({ article, eager = false, headingLevel: Heading = 'h3' }: ArticleCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <StaticImage src={article.img} alt="" fill sizes={ARTICLE_CARD_SIZES} className={styles.image} loading={eager ? 'eager' : 'lazy'} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type}>{typeLabel(article.type)}</span>
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
        </p>
        <Heading className={styles.title}>
          <Link href={articleHref(article.slug)} className="card-link">
            {article.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
      </div>
    </article>
  );
}
