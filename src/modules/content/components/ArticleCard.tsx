import Link from 'next/link';
import type { Article } from '@/modules/catalogue/contract';
import { Card, CardText } from '@/shared/ui/Card';
import { formatDate } from '@/shared/ui/format';
import { articleHref } from '@/shared/config/page-paths';
import { typeLabel } from '../blog/query';

export const ARTICLE_CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 31vw, 100vw';

interface ArticleCardProps {
  article: Article;
  eager?: boolean;
  /** The list's likely LCP picture (Card's `highPriority`). */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ArticleCard({ article, eager = false, highPriority = false, headingLevel = 'h3' }: ArticleCardProps) {
  return (
    <Card
      img={article.img}
      sizes={ARTICLE_CARD_SIZES}
      eager={eager}
      highPriority={highPriority}
      headingLevel={headingLevel}
      eyebrow={{ kind: typeLabel(article.type), rest: <time dateTime={article.published_at}>{formatDate(article.published_at)}</time> }}
      title={
        <Link href={articleHref(article.slug)} className="card-link">
          {article.title}
        </Link>
      }
    >
      <CardText>{article.excerpt}</CardText>
    </Card>
  );
}
