import type { Context } from 'hono';
import type { Page } from '@/modules/catalogue/contract';

export const MAX_PER_PAGE = 48;

/** A read query: its value, or one message per bad field. */
export type Read<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** `page` (from 1) and `per_page` from the query; field errors for anything else. */
export function readPaging(c: Context, defaultPerPage: number): Read<{ page: number; perPage: number }> {
  const pageRaw = c.req.query('page') ?? '';
  const perPageRaw = c.req.query('per_page') ?? '';
  const page = pageRaw === '' ? 1 : Number(pageRaw);
  const perPage = perPageRaw === '' ? defaultPerPage : Number(perPageRaw);
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) errors.page = 'Page must be a whole number from 1';
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) errors.per_page = `Per page must be a whole number from 1 to ${MAX_PER_PAGE}`;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { page, perPage } };
}

export function paginate<T>(items: T[], page: number, perPage: number): Page<T> {
  return {
    models: items.slice((page - 1) * perPage, page * perPage),
    pages: Math.max(1, Math.ceil(items.length / perPage)),
    dataCount: items.length,
    page,
  };
}
