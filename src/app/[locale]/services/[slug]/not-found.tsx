'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';

/**
 * An unknown or withdrawn service: say so and offer the list. A client component: a segment's not-found is rendered with the page's tree whether or not it shows, and a server read of its words there made the page read the request's headers (no longer static).
 */
export default function ServiceNotFound() {
  const t = useTranslations('content.client.serviceNotFound');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="muted">{t('lead')}</p>
      <Link href="/services" className="btn btn-primary">
        {t('link')}
      </Link>
    </div>
  );
}
