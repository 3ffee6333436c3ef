import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
import { getAllProducts } from '@/modules/catalogue/server';
import { getColors, getServices } from '@/modules/content/server';
import { groupByLine } from '@/modules/content';
import { ColorLab } from '@/modules/content/components';
import { pageMetadata } from '@/shared/seo/metadata';
import { EmptyState } from '@/shared/ui/EmptyState';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'content.server.colorLab' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/color-lab', locale });
}

const COLOR_MATCHING_SERVICE = 'custom-color-matching';

export default async function ColorLabPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [colors, products, services, t] = await Promise.all([
    getColors(locale),
    getAllProducts({ locale }),
    getServices({ locale }),
    getTranslations({ locale, namespace: 'content.server.colorLab' }),
  ]);
  // A product's line is its top-level category (stains also carry a "Stains" sub-category).
  const lineOf = (productId: number) =>
    products.find((p) => p.id === productId)?.categories.find((c) => c.parent_id === null)?.name;
  const groups = groupByLine(colors, lineOf);
  const serviceId = services.find((s) => s.slug === COLOR_MATCHING_SERVICE)?.id;

  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      {groups.length > 0 ? (
        <ColorLab groups={groups} serviceId={serviceId} />
      ) : (
        <EmptyState titleAs="h2" title={t('empty')} hint={t('emptyHint')} href="/products" linkLabel={t('browse')} />
      )}
    </div>
  );
}
