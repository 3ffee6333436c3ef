import { screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { ProductReviews } from '@/modules/reviews/components/ProductReviews';
import { product, renderWithStore, review } from './fixtures';

const photos = [1, 2, 3, 4, 5].map((n) => `/uploads/reviews/floor-${n}.jpg`);

describe('ProductReviews', () => {
  it('shows the first 3 photos of a review and a "+N" control that reveals the rest', async () => {
    const user = userEvent.setup();
    renderWithStore(<ProductReviews product={product([review({ img_path: photos })])} />);
    const gallery = screen.getByRole('list', { name: 'Photos from the review "Cured in seconds"' });
    expect(within(gallery).getAllByRole('button', { name: /^Open photo/ })).toHaveLength(3);

    await user.click(within(gallery).getByRole('button', { name: 'Show 2 more photos' }));

    const opened = within(gallery).getAllByRole('button', { name: /^Open photo/ });
    expect(opened).toHaveLength(5);
    expect(within(gallery).queryByRole('button', { name: /more photos/ })).not.toBeInTheDocument();
    expect(opened[3]).toHaveFocus();
  });

  it('opens the gallery at the clicked photo', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<ProductReviews product={product([review({ img_path: photos })])} />);
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 5' }));

    const open = store.getState().modal.open;
    expect(open?.type).toBe('GALLERY');
    expect(open?.type === 'GALLERY' && open.props.initialSlide).toBe(1);
    expect(open?.type === 'GALLERY' && open.props.images.map((image) => image.src)).toEqual(photos);
  });

  it('reads out the average and each review’s half stars', () => {
    renderWithStore(
      <ProductReviews product={product([review({ id: 1, stars: 4.5 }), review({ id: 2, stars: 4, title: 'Even sheen' })])} />,
    );
    expect(screen.getByRole('img', { name: 'Average rating 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('shows each review’s title, message, author and date', () => {
    renderWithStore(<ProductReviews product={product([review()])} />);
    const item = screen.getByRole('article', { name: 'Cured in seconds' });
    expect(within(item).getByText(/walkable the same afternoon/)).toBeInTheDocument();
    expect(within(item).getByText('Marta K.')).toBeInTheDocument();
    expect(within(item).getByText('March 14, 2025')).toHaveAttribute('datetime', '2025-03-14T10:00:00Z');
  });

  it('invites the first review when there is none', () => {
    renderWithStore(<ProductReviews product={product([])} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Customer reviews' })).not.toBeInTheDocument();
  });

  it('offers a visitor sign-in that comes back to the reviews', () => {
    renderWithStore(<ProductReviews product={product([])} />);
    const link = screen.getByRole('link', { name: 'Sign in to write a review' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost:3000');
    expect(href.pathname).toBe('/sign-in');
    expect(href.searchParams.get('redirect')).toBe('/product/nordwood%20hardwax%20oil#reviews');
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lets a signed-in customer open the write-review modal for this product', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<ProductReviews product={product([])} />, { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(store.getState().modal.open).toEqual({
      type: 'WRITE_REVIEW',
      props: { productId: 7, productTitle: 'Nordwood LED Hardwax Oil' },
    });
  });
});
