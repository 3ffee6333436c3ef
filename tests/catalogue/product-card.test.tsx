import { render, screen, within } from '../render';
import { ProductCard } from '@/modules/catalogue/components/ProductCard';
import type { PriceTypeData, ProductColor, ProductSummary } from '@/modules/catalogue/contract';

const palette: ProductColor[] = [
  { id: 1, name: 'Natural', hex: '#d8b98a' },
  { id: 2, name: 'Smoked Oak', hex: '#7b5a3c' },
  { id: 3, name: 'Ebony', hex: '#2b211a' },
  { id: 4, name: 'Nordic White', hex: '#efe9df' },
  { id: 5, name: 'Walnut', hex: '#5b3a24' },
  { id: 6, name: 'Graphite', hex: '#4a4a48' },
  { id: 7, name: 'Honey', hex: '#c98f3d' },
];

const prices: PriceTypeData[] = [
  { id: 1, tag_id: 1, tag_name: 'Matte', type_id: 1, type_name: '1 L', type_price: 89.6 },
  { id: 2, tag_id: 1, tag_name: 'Matte', type_id: 2, type_name: '2.5 L', type_price: 199 },
];

function product(colors: ProductColor[], price_type_data = prices): ProductSummary {
  return {
    id: 7,
    slug: 'nordwood hardwax oil/clear',
    title: 'Nordwood LED Hardwax Oil',
    img: '/uploads/img/products/nordwood.jpg',
    categories: [{ id: 1, name: 'Nordwood LED Hardwax Oil', parent_id: null }],
    color: colors,
    price_type_data,
    price_from: 89.6,
    rating: 4.5,
    reviews_count: 3,
    created_at: '2024-05-01T00:00:00Z',
  };
}

describe('ProductCard', () => {
  it("labels a full set of six colours 'Custom 6 colors'", () => {
    render(<ProductCard product={product(palette.slice(0, 6))} />);
    expect(screen.getByText('Custom 6 colors')).toBeVisible();
    const swatches = screen.getByRole('list', { name: 'Custom 6 colors' });
    expect(within(swatches).getAllByRole('listitem')).toHaveLength(6);
  });

  it('names each colour when there are fewer than six', () => {
    render(<ProductCard product={product(palette.slice(0, 2))} />);
    expect(screen.queryByText('Custom 6 colors')).not.toBeInTheDocument();
    const swatches = screen.getByRole('list', { name: 'Colors' });
    expect(within(swatches).getByText('Natural')).toBeInTheDocument();
    expect(within(swatches).getByText('Smoked Oak')).toBeInTheDocument();
  });

  it('never shows more than six colours', () => {
    render(<ProductCard product={product(palette)} />);
    expect(within(screen.getByRole('list', { name: 'Custom 6 colors' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText('Honey')).not.toBeInTheDocument();
  });

  it('links the title to the URL-encoded product page and shows the price from, in whole dollars', () => {
    render(<ProductCard product={product([])} />);
    expect(screen.getByRole('link', { name: 'Nordwood LED Hardwax Oil' })).toHaveAttribute(
      'href',
      '/product/nordwood%20hardwax%20oil%2Fclear',
    );
    expect(screen.getByText(/^From/)).toHaveTextContent('From $90');
  });

  it('says the price is on request when the product has no price rows', () => {
    render(<ProductCard product={{ ...product([], []), price_from: 0 }} />);
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.queryByText(/\$0/)).not.toBeInTheDocument();
  });
});
