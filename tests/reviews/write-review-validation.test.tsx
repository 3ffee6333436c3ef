import { fireEvent, screen } from '../render';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import WriteReviewModal from '@/modules/reviews/components/WriteReviewModal';
import { renderWithStore } from './fixtures';

// jsdom computes styles slowly under antd's large style sheets; clicks need no pointer-events check here.
const FAST = { pointerEventsCheck: PointerEventsCheckLevel.Never };

function renderModal() {
  const onClose = vi.fn();
  renderWithStore(<WriteReviewModal productId={7} productTitle="Nordwood LED Hardwax Oil" onClose={onClose} />, { signedIn: true });
  return { onClose };
}

describe('WriteReviewModal validation', () => {
  it('is the 660px "Write a review" dialog with a named half-star rating', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '660px' });
    const rating = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(rating).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
  });

  it('shows a field’s error only after it was touched', async () => {
    const user = userEvent.setup(FAST);
    renderModal();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Title'));
    await user.tab();

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Message is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Rating is required')).not.toBeInTheDocument();
  });

  it('names every missing field when publishing an empty review, and sends nothing', async () => {
    const user = userEvent.setup(FAST);
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes half stars from the keyboard', async () => {
    renderModal();
    const rating = screen.getByRole('radiogroup', { name: 'Rating' });
    // rc-rate reads keyCode, which browsers set and user-event does not.
    for (let i = 0; i < 9; i += 1) fireEvent.keyDown(rating, { key: 'ArrowRight', keyCode: 39 });

    expect(screen.getByText('4.5 / 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'false');
  });

  it('marks a picked file of the wrong type or size as an error and a good one as ready', async () => {
    const user = userEvent.setup({ ...FAST, applyAccept: false });
    renderModal();
    // rc-upload renders a fresh input after each pick, so look it up every time.
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(input(), [new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' }), big]);

    expect(await screen.findByText('spec.pdf: Only PNG, JPEG, GIF or WebP images can be uploaded.')).toBeInTheDocument();
    expect(screen.getByText('huge.jpg: The image must be smaller than 5 MB.')).toBeInTheDocument();

    await user.upload(input(), new File(['png'], 'floor.png', { type: 'image/png' }));
    expect(await screen.findByText('floor.png added.')).toBeInTheDocument();
    expect(document.querySelector('.ant-upload-list-item-done')).toHaveTextContent('floor.png');
    expect(document.querySelectorAll('.ant-upload-list-item-error')).toHaveLength(2);
  });
});
