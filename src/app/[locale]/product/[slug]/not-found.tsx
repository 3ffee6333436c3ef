import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';

/** An unknown or removed product: say so and offer the catalogue. */
export default function ProductNotFound() {
  const t = useTranslations('catalogue.server.notFound');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <Link href="/products" className="btn btn-primary">
        {t('browse')}
      </Link>
    </div>
  );
}
