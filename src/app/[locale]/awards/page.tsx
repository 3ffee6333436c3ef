import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { AwardsList } from '@/modules/catalogue/components';
import { getMedia } from '@/modules/content/server';
import { MediaGallery } from '@/modules/content/components';
import { pageMetadata } from '@/shared/seo/metadata';
import styles from '@/app/[locale]/home.module.css';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'catalogue.server.awards' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/awards', locale });
}

export default async function AwardsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [media, t] = await Promise.all([getMedia({ locale }), getTranslations({ locale, namespace: 'catalogue.server.awards' })]);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <AwardsList />
      {media.length > 0 && (
        <section className={styles.section} aria-labelledby="media-title">
          <h2 id="media-title">{t('projects')}</h2>
          <MediaGallery items={media} />
        </section>
      )}
    </div>
  );
}
