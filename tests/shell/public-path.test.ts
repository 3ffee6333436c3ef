// @vitest-environment node
import { publicPathOf } from '@/app/_shell/public-path';

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
});
