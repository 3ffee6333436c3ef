import { Hono } from 'hono';
import type { HomeData, Product } from '@/modules/catalogue/contract';
import type { SandboxEnv } from '../env';
import { fail, invalid } from '../http';
import { answerLanguage } from '../i18n/language';
import { localiseColor, localiseHome, localiseMedia, localiseProduct, localiseService, localiseSummary, productTitleFr } from '../i18n/localise';
import { CATEGORY_TILES, localiseTile } from './category-tiles';
import { listProducts, readProductFilter } from './listing';
import { paginate, readPaging } from './paging';
import { toSummary } from './products';
import { reviewRoutes } from './reviews';
import { FEATURED_SLUGS, HERO } from './seed-media';

export const PRODUCTS_PER_PAGE = 12;

/** Categories, home (answered bare, as HomeData), colour lab, products, services, media (docs/contract.md §7). */
export const catalogueRoutes = new Hono<SandboxEnv>();

catalogueRoutes.get('/default', (c) => {
  const language = answerLanguage(c);
  return c.json({ data: CATEGORY_TILES.map((tile) => localiseTile(tile, language)) });
});

catalogueRoutes.get('/default/home', (c) => {
  const language = answerLanguage(c);
  const { products, promotion } = c.get('db').catalogue;
  const data: HomeData = {
    hero: HERO,
    featured: FEATURED_SLUGS.flatMap((slug) => products.filter((p) => p.slug === slug)).map(toSummary),
    new_products: [...products].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 4).map(toSummary),
    promotion,
  };
  return c.json(localiseHome(data, language));
});

catalogueRoutes.get('/default/get-colors', (c) => {
  const language = answerLanguage(c);
  return c.json({ data: c.get('db').catalogue.colors.map((color) => localiseColor(color, language)) });
});

catalogueRoutes.get('/products', (c) => {
  const language = answerLanguage(c);
  const filter = readProductFilter(c);
  const paging = readPaging(c, PRODUCTS_PER_PAGE);
  if (!filter.ok || !paging.ok) return invalid(c, { ...(filter.ok ? {} : filter.errors), ...(paging.ok ? {} : paging.errors) });
  // A French list sorted by title follows the French titles, in French order.
  const titles = language === 'fr-CA' ? { of: (p: Product) => productTitleFr(p.slug, p.title), locale: language } : undefined;
  const page = paginate(listProducts(c.get('db').catalogue.products, filter.value, titles), paging.value.page, paging.value.perPage);
  return c.json({ data: { ...page, models: page.models.map((p) => localiseSummary(toSummary(p), language)) } });
});

catalogueRoutes.get('/products/by-slug', (c) => {
  const language = answerLanguage(c);
  const slug = c.req.query('slug') ?? '';
  if (!slug) return invalid(c, { slug: 'Slug is required' });
  const product = c.get('db').catalogue.products.find((p) => p.slug === slug);
  return product ? c.json({ data: localiseProduct(product, language) }) : fail(c, 404, 'Product not found');
});

catalogueRoutes.get('/media/data', (c) => {
  const language = answerLanguage(c);
  return c.json({ data: c.get('db').catalogue.media.map((item) => localiseMedia(item, language)) });
});

catalogueRoutes.get('/services', (c) => {
  const language = answerLanguage(c);
  return c.json({ data: c.get('db').catalogue.services.map((service) => localiseService(service, language)) });
});

catalogueRoutes.get('/services/by-slug', (c) => {
  const language = answerLanguage(c);
  const slug = c.req.query('slug') ?? '';
  if (!slug) return invalid(c, { slug: 'Slug is required' });
  const service = c.get('db').catalogue.services.find((s) => s.slug === slug);
  return service ? c.json({ data: localiseService(service, language) }) : fail(c, 404, 'Service not found');
});

catalogueRoutes.route('/', reviewRoutes);
