import { Hono } from 'hono';
import type { HomeData } from '@/modules/catalogue/contract';
import { CATEGORIES } from '@/modules/catalogue/static-content';
import type { SandboxEnv } from '../env';
import { fail, invalid } from '../http';
import { listProducts, readProductFilter } from './listing';
import { paginate, readPaging } from './paging';
import { toSummary } from './products';
import { reviewRoutes } from './reviews';
import { FEATURED_SLUGS, HERO } from './seed-media';

export const PRODUCTS_PER_PAGE = 12;

/** Categories, home (answered bare, as HomeData), colour lab, products, services, media (docs/contract.md §7). */
export const catalogueRoutes = new Hono<SandboxEnv>();

catalogueRoutes.get('/default', (c) => c.json({ data: CATEGORIES }));

catalogueRoutes.get('/default/home', (c) => {
  const { products, promotion } = c.get('db').catalogue;
  const data: HomeData = {
    hero: HERO,
    featured: FEATURED_SLUGS.flatMap((slug) => products.filter((p) => p.slug === slug)).map(toSummary),
    new_products: [...products].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 4).map(toSummary),
    promotion,
  };
  return c.json(data);
});

catalogueRoutes.get('/default/get-colors', (c) => c.json({ data: c.get('db').catalogue.colors }));

catalogueRoutes.get('/products', (c) => {
  const filter = readProductFilter(c);
  const paging = readPaging(c, PRODUCTS_PER_PAGE);
  if (!filter.ok || !paging.ok) return invalid(c, { ...(filter.ok ? {} : filter.errors), ...(paging.ok ? {} : paging.errors) });
  const page = paginate(listProducts(c.get('db').catalogue.products, filter.value), paging.value.page, paging.value.perPage);
  return c.json({ data: { ...page, models: page.models.map(toSummary) } });
});

catalogueRoutes.get('/products/by-slug', (c) => {
  const slug = c.req.query('slug') ?? '';
  if (!slug) return invalid(c, { slug: 'Slug is required' });
  const product = c.get('db').catalogue.products.find((p) => p.slug === slug);
  return product ? c.json({ data: product }) : fail(c, 404, 'Product not found');
});

catalogueRoutes.get('/media/data', (c) => c.json({ data: c.get('db').catalogue.media }));

catalogueRoutes.get('/services', (c) => c.json({ data: c.get('db').catalogue.services }));

catalogueRoutes.get('/services/by-slug', (c) => {
  const slug = c.req.query('slug') ?? '';
  if (!slug) return invalid(c, { slug: 'Slug is required' });
  const service = c.get('db').catalogue.services.find((s) => s.slug === slug);
  return service ? c.json({ data: service }) : fail(c, 404, 'Service not found');
});

catalogueRoutes.route('/', reviewRoutes);
