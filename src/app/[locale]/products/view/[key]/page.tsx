import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProducts } from '@/modules/catalogue/server';
import { PRODUCTS_VIEW, toProductListQuery } from '@/modules/catalogue';
import { productCardTag } from '@/shared/api/cache-tags';
import { tagRenderedPage } from '@/server/dashboard/cached-reads';
import { CATEGORIES } from '@/modules/catalogue';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import type { ListTitleWords } from '@/modules/catalogue';
import type { Locale } from '@/shared/i18n/locales';
import { listMetadata, ProductsList } from '../../ProductsList';

interface ListViewProps {
  params: Promise<{ locale: string; key: string }>;
}

async function titleWords(locale: Locale): Promise<ListTitleWords> {
  const t = await getTranslations({ locale, namespace: 'catalogue.client' });
  return { category: (key) => t(`categories.${key}`), products: t('list.products'), allProducts: t('list.allProducts') };
}

/**
 * Every /products URL, rewritten here by src/proxy.ts: rendered on its first visit, then served
 * from the cache for 5 minutes or until a catalogue tag expires.
 */
export const revalidate = 300;

/** The lists the home page and the header link to are ready at build; the rest on first visit. */
export function generateStaticParams(): { key: string }[] {
  const hrefs = ['/products', ...CATEGORIES.map((category) => category.href)];
  return hrefs.map((href) => ({ key: PRODUCTS_VIEW.keyOfQuery(new URL(href, 'http://localhost').searchParams) }));
}

function stateOf(key: string) {
  const state = PRODUCTS_VIEW.stateOfKey(key);
  if (!state) notFound();
  return state;
}

export async function generateMetadata({ params }: ListViewProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return listMetadata(stateOf((await params).key), await titleWords(locale), locale);
}

export default async function ListView({ params }: ListViewProps) {
  const locale = await pageLocale(params);
  const state = stateOf((await params).key);
  const list = await getProducts(toProductListQuery(state), { locale });
  // A new review of a product shown here expires this list (stale while it re-renders).
  await tagRenderedPage(list.models.map((product) => productCardTag(product.id)));
  return <ProductsList state={state} list={list} words={await titleWords(locale)} />;
}
