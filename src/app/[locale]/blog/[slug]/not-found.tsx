import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';

/** An unknown or removed article: say so and offer the blog. */
export default function ArticleNotFound() {
  const t = useTranslations('content.server.article.notFound');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="muted">{t('lead')}</p>
      <Link href="/blog" className="btn btn-primary">
        {t('link')}
      </Link>
    </div>
  );
}
