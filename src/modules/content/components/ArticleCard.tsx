import { useLocale, useTranslations } from 'next-intl';
import type { Article } from '@/modules/catalogue/contract';
import { contentLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import { Card, CardText } from '@/shared/ui/Card';
import { formatDate } from '@/shared/ui/format';
import { articleHref } from '@/shared/config/page-paths';
import type { Localised } from '../localised';

export const ARTICLE_CARD_SIZES = '(min-width: 1200px) 380px, (min-width: 768px) 31vw, 100vw';

interface ArticleCardProps {
  article: Localised<Article>;
  eager?: boolean;
  /** The list's likely LCP picture (Card's `highPriority`). */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ArticleCard({ article, eager = false, highPriority = false, headingLevel = 'h3' }: ArticleCardProps) {
  const t = useTranslations('content.client.blog.types');
  const locale = useLocale();
  // The dashboard's text in English on a French page says so (docs/i18n.md).
  const lang = contentLang(article, locale);
  return (
    <Card
      img={article.img}
      sizes={ARTICLE_CARD_SIZES}
      eager={eager}
      highPriority={highPriority}
      headingLevel={headingLevel}
      eyebrow={{ kind: t(article.type), rest: <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time> }}
      title={
        <Link href={articleHref(article.slug)} className="card-link" lang={lang}>
          {article.title}
        </Link>
      }
    >
      <CardText>
        <span lang={lang}>{article.excerpt}</span>
      </CardText>
    </Card>
  );
}
