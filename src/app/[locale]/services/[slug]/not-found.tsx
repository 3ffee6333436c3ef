import { useTranslations } from 'next-intl';
import { Link } from '@/shared/i18n/navigation';

/** An unknown or withdrawn service: say so and offer the list. */
export default function ServiceNotFound() {
  const t = useTranslations('content.server.service.notFound');
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
