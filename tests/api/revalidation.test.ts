// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkRevalidation } from '@/app/api/revalidate/revalidation';

describe('catalogue revalidation check', () => {
  it('is disabled when no secret is configured', () => {
    expect(checkRevalidation('anything', { tags: ['products'] }, '')).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses a wrong or missing secret', () => {
    expect(checkRevalidation('nope', { tags: ['products'] }, 's3cret')).toMatchObject({ ok: false, status: 401 });
    expect(checkRevalidation(null, { tags: ['products'] }, 's3cret')).toMatchObject({ ok: false, status: 401 });
  });

  it('accepts known catalogue tags with the right secret', () => {
    expect(checkRevalidation('s3cret', { tags: ['products', 'product:oak-oil'] }, 's3cret')).toEqual({
      ok: true,
      tags: ['products', 'product:oak-oil'],
    });
  });

  it('refuses tags that are not catalogue tags', () => {
    expect(checkRevalidation('s3cret', { tags: ['../etc'] }, 's3cret')).toMatchObject({ ok: false, status: 422 });
    expect(checkRevalidation('s3cret', { tags: [] }, 's3cret')).toMatchObject({ ok: false, status: 422 });
  });
});
