import './browser-form-data';
import { fireEvent, screen, waitFor, within } from '../render';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getProductBySlug } from '@/modules/catalogue/server/reads';
import { ProductReviews } from '@/modules/reviews/components/ProductReviews';
import WriteReviewModal from '@/modules/reviews/components/WriteReviewModal';
import { api, toForm } from '@/shared/api/client';
import { SERVER_ERROR_MESSAGE } from '@/shared/api/errors';
import { attachToastListener, type Toast } from '@/shared/ui/toast';
import { SANDBOX_ORIGIN, server } from '../msw/server';
import { renderWithStore } from './fixtures';

// jsdom computes styles slowly under antd's large style sheets; clicks need no pointer-events check here.
const FAST = { pointerEventsCheck: PointerEventsCheckLevel.Never };

const NETWORK = { timeout: 10_000 };
const SLUG = 'nordwood-pure-led-hardwax-oil';
// A real 1×1 PNG, so the photo is a genuine image for the sandbox too.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

async function openOnProductPage() {
  await api.post('/user/login', toForm({ email: 'customer@example.com', password: 'Sandbox-pass-1' }));
  const product = await getProductBySlug(SLUG);
  const onClose = vi.fn();
  const toasts: Toast[] = [];
  const detach = attachToastListener((toast) => toasts.push(toast));
  renderWithStore(
    <>
      <ProductReviews product={product} />
      <WriteReviewModal productId={product.id} productTitle={product.title} onClose={onClose} />
    </>,
    { signedIn: true },
  );
  return { product, onClose, toasts, detach };
}

async function fillReview(user: ReturnType<typeof userEvent.setup>, { stars = 4, title = 'Held up to a busy kitchen' } = {}) {
  const rating = screen.getByRole('radiogroup', { name: 'Rating' });
  for (let i = 0; i < stars * 2; i += 1) fireEvent.keyDown(rating, { key: 'ArrowRight', keyCode: 39 });
  // Pasted rather than typed key by key: the same change for the form, far quicker in jsdom.
  await user.click(screen.getByLabelText('Title'));
  await user.paste(title);
  await user.click(screen.getByLabelText('Message'));
  await user.paste('Six months in, no wear lanes at the sink.');
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([PNG], 'kitchen.png', { type: 'image/png' }));
  await screen.findByText('kitchen.png added.', {}, NETWORK);
}

// Each test drives the antd modal through the real door and sandbox: slower than a unit test.
describe('Publishing a review', { timeout: 60_000 }, () => {
  it('sends the review with its photo and shows it in the list without a reload', async () => {
    const user = userEvent.setup(FAST);
    const { product, onClose, toasts, detach } = await openOnProductPage();
    expect(screen.getByText(`${product.reviews_count} reviews`)).toBeInTheDocument();

    await fillReview(user);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), NETWORK);
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', content: 'Thank you! Your review was published.' }));
    const published = await screen.findByRole('article', { name: 'Held up to a busy kitchen' });
    expect(within(published).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(published).getByText('Six months in, no wear lanes at the sink.')).toBeInTheDocument();
    const photo = within(published).getByRole('button', { name: 'Open photo 1 of 1' });
    expect(within(photo).getByRole('presentation').getAttribute('src')).toContain(encodeURIComponent('/uploads/reviews/'));
    expect(screen.getByText(`${product.reviews_count + 1} reviews`)).toBeInTheDocument();
    // Newest first, as the API answers.
    expect(screen.getAllByRole('article')[0]).toBe(published);
    detach();
  });

  it('puts the server’s field errors on their fields and keeps everything typed and picked', async () => {
    server.use(
      http.post(`${SANDBOX_ORIGIN}/api/reviews/create`, () =>
        HttpResponse.json({ message: 'Title is too long', errors: { title: 'Title is too long' } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup(FAST);
    const { onClose } = await openOnProductPage();
    await fillReview(user);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText('Title is too long', {}, NETWORK)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Held up to a busy kitchen');
    expect(screen.getByLabelText('Message')).toHaveValue('Six months in, no wear lanes at the sink.');
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    expect(document.querySelector('.ant-upload-list-item-done')).toHaveTextContent('kitchen.png');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says what went wrong when the server fails, and a retry sends the kept review', async () => {
    server.use(http.post(`${SANDBOX_ORIGIN}/api/reviews/create`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const user = userEvent.setup(FAST);
    const { onClose } = await openOnProductPage();
    await fillReview(user, { title: 'Second try works' });
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByRole('alert', {}, NETWORK)).toHaveTextContent(SERVER_ERROR_MESSAGE);
    expect(screen.getByLabelText('Title')).toHaveValue('Second try works');

    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), NETWORK);
    expect(await screen.findByRole('article', { name: 'Second try works' })).toBeInTheDocument();
  });

  it('shows the server’s reason on the photo it rejected and keeps the review for another try', async () => {
    const user = userEvent.setup(FAST);
    const { onClose } = await openOnProductPage();
    await fillReview(user);
    // Claims to be a PNG; the dashboard reads the bytes and refuses it.
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    await screen.findByText('fake.png added.', {}, NETWORK);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText('fake.png: Only PNG, JPEG, GIF or WebP images can be uploaded.', {}, NETWORK)).toBeInTheDocument();
    expect(screen.queryByText(/^kitchen\.png:/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Six months in, no wear lanes at the sink.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("marks the photos 'upload error' when the upload fails without a message", async () => {
    server.use(http.post(`${SANDBOX_ORIGIN}/api/reviews/create`, () => new HttpResponse(null, { status: 413 })));
    const user = userEvent.setup(FAST);
    await openOnProductPage();
    await fillReview(user);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText('kitchen.png: upload error', {}, NETWORK)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-error')).toHaveTextContent('kitchen.png'));
    expect(screen.getByLabelText('Title')).toHaveValue('Held up to a busy kitchen');
  });

  it('announces a removed photo', async () => {
    const user = userEvent.setup(FAST);
    await openOnProductPage();
    await fillReview(user);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('kitchen.png removed.')).toBeInTheDocument();
    expect(document.querySelector('.ant-upload-list-item')).not.toBeInTheDocument();
  });
});
