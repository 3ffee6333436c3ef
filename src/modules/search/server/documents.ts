import 'server-only';
import type { Article, ProductSummary, Service } from '@/modules/catalogue/contract';
import { articleHref, productHref, serviceHref } from '@/shared/config/page-paths';
import type { SearchKind } from '@/modules/search/answer';

/** What the index is built from: the same reads the catalogue and content pages make. */
export interface SearchSource {
  products: ProductSummary[];
  articles: Article[];
  services: Service[];
}

/** One indexed page. Products carry their summary so /search can show their cards. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  slug: string;
  href: string;
  categories: string;
  colors: string;
  sheens: string;
  types: string;
  text: string;
  product?: ProductSummary;
  article?: Article;
  service?: Service;
}

const names = (values: string[]) => [...new Set(values)].join(' ');

/** Tags dropped and the common entities read, for editor HTML (articles, services). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const blank = { categories: '', colors: '', sheens: '', types: '', text: '' };

export function searchDocuments({ products, articles, services }: SearchSource): SearchDocument[] {
  return [
    ...products.map((product) => ({
      ...blank,
      id: `product:${product.id}`,
      kind: 'product' as const,
      title: product.title,
      slug: product.slug,
      href: productHref(product.slug),
      categories: names(product.categories.map((category) => category.name)),
      colors: names(product.color.map((color) => color.name)),
      sheens: names(product.price_type_data.map((row) => row.tag_name)),
      types: names(product.price_type_data.map((row) => row.type_name)),
      product,
    })),
    ...articles.map((article) => ({
      ...blank,
      id: `article:${article.id}`,
      kind: 'article' as const,
      title: article.title,
      slug: article.slug,
      href: articleHref(article.slug),
      text: `${article.excerpt} ${plainText(article.body)}`,
      article,
    })),
    ...services.map((service) => ({
      ...blank,
      id: `service:${service.id}`,
      kind: 'service' as const,
      title: service.title,
      slug: service.slug,
      href: serviceHref(service.slug),
      text: `${service.short_description} ${plainText(service.description)}`,
      service,
    })),
  ];
}
