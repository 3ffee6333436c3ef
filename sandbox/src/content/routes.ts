import { Hono } from 'hono';
import type { ArticleType } from '@/modules/catalogue/contract';
import type { SandboxEnv } from '../env';
import { fail, invalid } from '../http';
import { answerLanguage } from '../i18n/language';
import { localiseArticle } from '../i18n/localise';
import { paginate, readPaging } from '../catalogue/paging';
import { formRoutes } from './forms';

export const ARTICLES_PER_PAGE = 6;
const TYPES: ArticleType[] = ['news', 'guide', 'project'];

/** Blog (articles), newsletter and service/product requests (docs/contract.md §7). */
export const contentRoutes = new Hono<SandboxEnv>();

contentRoutes.get('/articles', (c) => {
  const language = answerLanguage(c);
  const paging = readPaging(c, ARTICLES_PER_PAGE);
  const type = c.req.query('type') ?? '';
  const errors = paging.ok ? {} : { ...paging.errors };
  if (type && !TYPES.includes(type as ArticleType)) Object.assign(errors, { type: `Type must be one of ${TYPES.join(', ')}` });
  if (!paging.ok || Object.keys(errors).length) return invalid(c, errors);
  const articles = c
    .get('db')
    .content.articles.filter((a) => !type || a.type === type)
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
  const page = paginate(articles, paging.value.page, paging.value.perPage);
  return c.json({ data: language ? { ...page, models: page.models.map((a) => localiseArticle(a, language)) } : page });
});

contentRoutes.get('/articles/new', (c) => {
  const language = answerLanguage(c);
  const latest = [...c.get('db').content.articles].sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, 3);
  return c.json({ data: latest.map((a) => localiseArticle(a, language)) });
});

contentRoutes.get('/articles/by-slug', (c) => {
  const language = answerLanguage(c);
  const slug = c.req.query('slug') ?? '';
  if (!slug) return invalid(c, { slug: 'Slug is required' });
  const article = c.get('db').content.articles.find((a) => a.slug === slug);
  return article ? c.json({ data: localiseArticle(article, language) }) : fail(c, 404, 'Article not found');
});

contentRoutes.route('/', formRoutes);
