import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { getServices } from '@/modules/content/server';
import { ServiceCard } from '@/modules/content/components';
import gridStyles from '@/modules/content/components/ArticleGrid.module.css';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'content.server.services' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/services', locale });
}

export default async function ServicesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [services, t] = await Promise.all([getServices({ locale }), getTranslations({ locale, namespace: 'content.server.services' })]);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      {services.length > 0 ? (
        <ul className={`card-grid ${gridStyles.grid}`} aria-label={t('list')}>
          {services.map((service, index) => (
            <li key={service.id}>
              <ServiceCard service={service} eager={index < 3} highPriority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState titleAs="h2" title={t('empty')} hint={t('emptyHint')} href="/products" linkLabel={t('browse')} />
      )}
    </div>
  );
}
