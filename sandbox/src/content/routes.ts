import { Hono } from 'hono';
import type { ArticleType } from '@/modules/catalogue/contract';
import type { SandboxEnv } from '../env';
import { fail, invalid } from '../http';
import { paginate, readPaging } from '../catalogue/paging';
import { formRoutes } from './forms';

export const ARTICLES_PER_PAGE = 6;
const TYPES: ArticleType[] = ['news', 'guide', 'project'];

/** Blog (articles), newsletter and service/product requests (docs/contract.md §7). */
export const contentRoutes = new Hono<SandboxEnv>();

contentRoutes.get('/articles', (c) => {
  const paging = readPaging(c, ARTICLES_PER_PAGE);
  const type = c.req.query('type') ?? '';
  const errors = paging.ok ? {} : { ...paging.errors };
  if (type && !TYPES.includes(type as ArticleType)) Object.assign(errors, { type: `Type must be one of ${TYPES.join(', ')}` });
  if (!paging.ok || Object.keys(errors).length) return invalid(c, errors);
  const articles = c
    .get('db')
    .content.articles.filter((a) => !type || a.type === type)
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
  return c.json({ data: paginate(articles, paging.value.page, paging.value.perPage) });
});

contentRoutes.get('/articles/new', (c) => {
  const latest = [...c.get('db').content.articles].sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, 3);
  return c.json({ data: latest });
});

contentRoutes.get('/articles/by-slug', (c) => {
  const slug = c.req.query('slug') ?? '';
  if (!slug) return invalid(c, { slug: 'Slug is required' });
  const article = c.get('db').content.articles.find((a) => a.slug === slug);
  return article ? c.json({ data: article }) : fail(c, 404, 'Article not found');
});

contentRoutes.route('/', formRoutes);
