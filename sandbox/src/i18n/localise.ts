import type { PaymentHistoryItem } from '@/modules/basket/contract';
import type {
  Article,
  ColorLabColor,
  HomeData,
  MediaItem,
  PriceTypeData,
  Product,
  ProductCategoryRef,
  ProductColor,
  ProductSummary,
  Service,
  ServicePdf,
  TechnicalDataItem,
} from '@/modules/catalogue/contract';
import type { OrderDetail, OrderLine } from '@/modules/orders/contract';
import { ARBORIS_FR } from '../catalogue/seed-arboris.fr';
import { LIGHTS_FR } from '../catalogue/seed-lights.fr';
import { HERO_FR, MEDIA_TITLES_FR, promotionFr } from '../catalogue/seed-media.fr';
import { NORDWOOD_FR, RETIRED_TITLES_FR } from '../catalogue/seed-nordwood.fr';
import { SERVICE_DOCS_FR } from '../catalogue/seed-service-docs.fr';
import { SERVICES_FR } from '../catalogue/seed-services.fr';
import type { ProductFrench } from '../catalogue/seed-sheets.fr';
import { CATEGORY_NAMES_FR, COLOR_FAMILIES_FR, COLOR_NAMES_FR, SHEEN_NAMES_FR, TYPE_NAMES_FR } from '../catalogue/seed-vocabulary.fr';
import type { PaletteColor } from '../catalogue/seed-colors';
import { ARTICLES_FR } from '../content/seed-articles.fr';
import { ENGLISH, FRENCH, type LanguageTag } from './language';

/**
 * The dashboard's answers in the language asked (docs/contract.md §12). The store keeps English,
 * as today; an answer is translated as it leaves, from the French beside the seed (`*.fr.ts`,
 * keyed by slug or id). `language` null (no Accept-Language): the item exactly as stored. Otherwise
 * each item says the language its own texts are in (`locale`): `fr-CA` where French exists,
 * `en-US` where it does not (it comes in English) or where English was asked. Shared words
 * (categories, sheens, types, colours) are French on every French answer.
 */

export type Localised<T> = T & { locale: LanguageTag };

export const PRODUCTS_FR: Record<string, ProductFrench> = { ...NORDWOOD_FR, ...ARBORIS_FR, ...LIGHTS_FR };

/** A product's French, when it has one (generated products, SANDBOX_CATALOGUE_SIZE, have none). */
export const productFrench = (slug: string): ProductFrench | undefined => PRODUCTS_FR[slug];

/** The title a French answer gives a product (sold or retired); its English title when it has no French. */
export const productTitleFr = (slug: string, title: string) => PRODUCTS_FR[slug]?.title ?? RETIRED_TITLES_FR[slug] ?? title;

const french = (language: LanguageTag | null) => language === FRENCH;

export const sheenName = (name: string, language: LanguageTag | null) => (french(language) ? (SHEEN_NAMES_FR[name] ?? name) : name);
export const typeName = (name: string, language: LanguageTag | null) => (french(language) ? (TYPE_NAMES_FR[name] ?? name) : name);

const categories = (refs: ProductCategoryRef[], language: LanguageTag | null) =>
  french(language) ? refs.map((ref) => ({ ...ref, name: CATEGORY_NAMES_FR[ref.id] ?? ref.name })) : refs;

export const colors = <C extends ProductColor>(list: C[], language: LanguageTag | null): C[] =>
  french(language) ? list.map((color) => ({ ...color, name: COLOR_NAMES_FR[color.id] ?? color.name })) : list;

const prices = (rows: PriceTypeData[], language: LanguageTag | null) =>
  french(language) ? rows.map((row) => ({ ...row, tag_name: sheenName(row.tag_name, language), type_name: typeName(row.type_name, language) })) : rows;

/** English document titles and their French, for the French sheets of a product (product-docs.ts). */
export const DOCUMENT_TITLES_FR: Record<string, string> = {
  'Technical data sheet': 'Fiche technique',
  'Safety data sheet': 'Fiche de données de sécurité (FDS)',
  'Operating manual': 'Manuel d’utilisation',
};

/** `/…/x-tds.pdf` → `/…/x-tds.fr.pdf`: a French sheet sits beside its English one. */
export const frenchSheetPath = (path: string) => path.replace(/\.pdf$/, '.fr.pdf');

/**
 * The product's sheets: on a French answer, the French sheet where the product has French
 * (`locale: 'fr-CA'`), else the English one (`locale: 'en-US'`); on an English answer, each sheet
 * with `locale: 'en-US'`.
 */
export function productSheets(product: Product, language: LanguageTag): Localised<TechnicalDataItem>[] {
  const translated = french(language) && productFrench(product.slug)?.technical;
  return product.technical_data.map((doc) =>
    translated && DOCUMENT_TITLES_FR[doc.title]
      ? { title: DOCUMENT_TITLES_FR[doc.title], path: frenchSheetPath(doc.path), locale: FRENCH }
      : { ...doc, locale: ENGLISH },
  );
}

const fileOf = (url: string) => url.replace(/^.*\//, '').replace(/\.pdf$/, '');

/** Each service document in French beside its English one where it has French (`….fr.pdf`), else in English; each says which. */
function servicePdfs(pdfs: ServicePdf[], language: LanguageTag): Localised<ServicePdf>[] {
  return pdfs.map((doc) => {
    const fr = french(language) ? SERVICE_DOCS_FR[fileOf(doc.url)] : undefined;
    return fr ? { pdf_title: fr.pdf_title, url: frenchSheetPath(doc.url), locale: FRENCH } : { ...doc, locale: ENGLISH };
  });
}

/** The language of an item's own texts on an answer in `language`. */
export const itemLocale = (language: LanguageTag, hasFrench: boolean): LanguageTag => (french(language) && hasFrench ? FRENCH : ENGLISH);

export function localiseSummary(summary: ProductSummary, language: LanguageTag | null): ProductSummary | Localised<ProductSummary> {
  if (!language) return summary;
  const fr = french(language) ? productFrench(summary.slug) : undefined;
  return {
    ...summary,
    title: fr?.title ?? summary.title,
    categories: categories(summary.categories, language),
    color: colors(summary.color, language),
    price_type_data: prices(summary.price_type_data, language),
    locale: itemLocale(language, Boolean(fr)),
  };
}

/** A product page's answer; reviews stay as their authors wrote them. */
export function localiseProduct(product: Product, language: LanguageTag | null): Product | Localised<Product> {
  if (!language) return product;
  const fr = french(language) ? productFrench(product.slug) : undefined;
  return {
    ...product,
    title: fr?.title ?? product.title,
    categories: categories(product.categories, language),
    color: colors(product.color, language),
    price_type_data: prices(product.price_type_data, language),
    description: fr?.description ?? product.description,
    short_description: fr?.short_description ?? product.short_description,
    technical_data: productSheets(product, language),
    services_pdf: servicePdfs(product.services_pdf, language),
    locale: itemLocale(language, Boolean(fr)),
  };
}

export function localiseService(service: Service, language: LanguageTag | null): Service | Localised<Service> {
  if (!language) return service;
  const fr = french(language) ? SERVICES_FR[service.slug] : undefined;
  return {
    ...service,
    title: fr?.title ?? service.title,
    short_description: fr?.short_description ?? service.short_description,
    description: fr?.description ?? service.description,
    pdfs: servicePdfs(service.pdfs, language),
    technical_data: service.technical_data.map((doc) => ({ ...doc, locale: ENGLISH })),
    locale: itemLocale(language, Boolean(fr)),
  };
}

export function localiseMedia(item: MediaItem, language: LanguageTag | null): MediaItem | Localised<MediaItem> {
  if (!language) return item;
  const title = french(language) ? MEDIA_TITLES_FR[item.id] : undefined;
  return { ...item, title: title ?? item.title, locale: itemLocale(language, Boolean(title)) };
}

export function localiseColor(color: ColorLabColor, language: LanguageTag | null): ColorLabColor | Localised<ColorLabColor> {
  if (!language) return color;
  const name = french(language) ? COLOR_NAMES_FR[color.id] : undefined;
  const family = french(language) ? COLOR_FAMILIES_FR[color.family as PaletteColor['family']] : undefined;
  return { ...color, name: name ?? color.name, family: family ?? color.family, locale: itemLocale(language, Boolean(name)) };
}

export function localiseArticle(article: Article, language: LanguageTag | null): Article | Localised<Article> {
  if (!language) return article;
  const fr = french(language) ? ARTICLES_FR[article.slug] : undefined;
  return {
    ...article,
    title: fr?.title ?? article.title,
    excerpt: fr?.excerpt ?? article.excerpt,
    body: fr ? fr.paragraphs.map((p) => `<p>${p}</p>`).join('') : article.body,
    locale: itemLocale(language, Boolean(fr)),
  };
}

export function localiseHome(home: HomeData, language: LanguageTag | null) {
  if (!language) return home;
  const fr = french(language);
  return {
    hero: { ...home.hero, ...(fr ? HERO_FR : {}), locale: itemLocale(language, true) },
    featured: home.featured.map((p) => localiseSummary(p, language)),
    new_products: home.new_products.map((p) => localiseSummary(p, language)),
    promotion: { ...home.promotion, ...(fr ? promotionFr(home.promotion) : {}), locale: itemLocale(language, true) },
  };
}

/** The names a line keeps of its product (an order's, a job's): title, sheen, type and colours; `locale` per line. */
type LineNames = Pick<OrderLine, 'slug' | 'product_title' | 'tag_name' | 'type_name' | 'colors'>;

export function lineNames<L extends LineNames>(line: L, language: LanguageTag): Localised<L> {
  const translated = french(language) && productTitleFr(line.slug, '') !== '';
  return {
    ...line,
    product_title: translated ? productTitleFr(line.slug, line.product_title) : line.product_title,
    tag_name: sheenName(line.tag_name, language),
    type_name: typeName(line.type_name, language),
    colors: colors(line.colors, language),
    locale: itemLocale(language, translated),
  };
}

/** POST /order: the lines' product titles, sheens, types and colours (the order's figures are the same). */
export function localiseOrderDetail<T extends OrderDetail>(order: T, language: LanguageTag | null): T {
  if (!language) return order;
  return { ...order, items: order.items.map((line) => lineNames(line, language)) };
}

/** GET /basket/payments: each item's title, "Product — Sheen, Type", rebuilt in French from the order's lines. */
export function localisePaymentTitle(line: Pick<OrderLine, 'slug' | 'product_title' | 'tag_name' | 'type_name'>, title: string, language: LanguageTag | null) {
  if (!language) return { title };
  const translated = french(language) && productTitleFr(line.slug, '') !== '';
  return translated
    ? { title: `${productTitleFr(line.slug, line.product_title)} — ${sheenName(line.tag_name, language)}, ${typeName(line.type_name, language)}`, locale: FRENCH }
    : { title, locale: ENGLISH };
}

export type LocalisedPaymentItem = PaymentHistoryItem['items'][number] & { locale?: LanguageTag };
