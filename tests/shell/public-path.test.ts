// @vitest-environment node
import { publicPathOf } from '@/app/_shell/public-path';
import { PRODUCTS_VIEW } from '@/modules/catalogue/list-query';
import { BLOG_VIEW } from '@/modules/content/blog/query';

describe('publicPathOf', () => {
  it('names the cached list and blog views by the URL the customer sees', () => {
    expect(publicPathOf('/products/view/all')).toBe('/products');
    expect(publicPathOf('/products/view/c1.3-sprice_asc')).toBe('/products');
    expect(publicPathOf('/blog/view/all')).toBe('/blog');
  });

  it('leaves every other path as it is', () => {
    expect(publicPathOf('/products')).toBe('/products');
    expect(publicPathOf('/product/lumacure-edge-mini-lamp')).toBe('/product/lumacure-edge-mini-lamp');
    expect(publicPathOf('/blog/how-to-choose-a-sheen')).toBe('/blog/how-to-choose-a-sheen');
  });

  it('knows each list by the path its view is made with', () => {
    for (const view of [PRODUCTS_VIEW, BLOG_VIEW]) expect(publicPathOf(`${view.viewPath}/all`)).toBe(view.path);
  });
});
