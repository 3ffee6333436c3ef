import { fireEvent, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from '@/modules/catalogue/components/ProductGallery';
import { renderShop } from './harness';

const user = userEvent.setup({ delay: null });

const images = [
  { src: '/uploads/img/products/oil-can.png', alt: 'Nordwood Pure LED Hardwax Oil' },
  { src: '/uploads/img/products/oil-room.png', alt: 'Nordwood Pure LED Hardwax Oil, view 2' },
  { src: '/uploads/img/products/oil-detail.png', alt: 'Nordwood Pure LED Hardwax Oil, view 3' },
];

describe('Product gallery', () => {
  it('shows the main image first and switches it from the thumbnails', async () => {
    renderShop(<ProductGallery images={images} />);
    const gallery = screen.getByRole('region', { name: 'Product images' });
    expect(within(gallery).getByRole('img', { name: images[0].alt })).toBeInTheDocument();

    await user.click(within(gallery).getByRole('button', { name: 'Show image 3 of 3' }));
    expect(within(gallery).getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('img', { name: images[2].alt })).toBeInTheDocument();
  });

  it('changes the image with a swipe before the slider has loaded', () => {
    renderShop(<ProductGallery images={images} />);
    const main = screen.getByRole('button', { name: 'Open image 1 of 3 full screen' });
    fireEvent.touchStart(main, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 180, clientY: 205 }] });
    expect(screen.getByRole('img', { name: images[1].alt })).toBeInTheDocument();

    fireEvent.touchStart(screen.getByRole('button', { name: 'Open image 2 of 3 full screen' }), { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(screen.getByRole('button', { name: 'Open image 2 of 3 full screen' }), { changedTouches: [{ clientX: 120, clientY: 200 }] });
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the gallery modal at the image the customer clicked', async () => {
    renderShop(<ProductGallery images={images} />);
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Open image 2 of 3 full screen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Image 2 of 3' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('img', { name: images[1].alt })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  });
});
