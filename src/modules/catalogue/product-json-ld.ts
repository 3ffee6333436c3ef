import type { Product } from '@/modules/catalogue/contract';
import { contentLang } from '@/shared/i18n/content-language';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';

/** schema.org Product for rich results: offers across all sheens and types, rating when reviewed. */

export interface ProductJsonLdInput {
  product: Product;
  /** Absolute URL of the product page. */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  /** Plain-text description. */
  description: string;
  /** The page's language: the texts are in it (`inLanguage`), or in English where the dashboard had no translation. */
  locale: Locale;
}

export function productJsonLd({ product, url, images, description, locale }: ProductJsonLdInput): Record<string, unknown> {
  const prices = product.price_type_data.map((p) => p.type_price);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description,
    image: images,
    sku: String(product.id),
    url,
    // The language the name and description are written in: the page's, unless the dashboard answered in English.
    inLanguage: contentLang(product, locale) === undefined ? LANGUAGE_TAG[locale] : (product.locale ?? LANGUAGE_TAG.en),
    category: product.categories.map((c) => c.name).join(' / ') || undefined,
  };
  if (prices.length > 0) {
    data.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      availability: 'https://schema.org/InStock',
      url,
    };
  }
  if (product.reviews_count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviews_count,
      bestRating: 5,
    };
  }
  return data;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
