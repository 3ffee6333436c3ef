'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';

/**
 * An unknown or removed product: say so and offer the catalogue. A client component: a segment's not-found is rendered with the page's tree whether or not it shows, and a server read of its words there made the page read the request's headers (no longer static).
 */
export default function ProductNotFound() {
  const t = useTranslations('catalogue.client.notFound');
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
