import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { KeptPages } from './KeptPages';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline.server.page' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * What the service worker shows for a page never opened on this device while there is no signal
 * (docs/offline.md), in the language of the page asked for: `/offline`, `/fr/offline`. Static, so
 * the worker keeps both from the start.
 */
export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline.server.page' });
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p>{t('lead')}</p>
      <KeptPages />
    </div>
  );
}
