import { fireEvent, screen, within } from '../render';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ProductReviews } from '@/modules/reviews/components/ProductReviews';
import WriteReviewModal from '@/modules/reviews/components/WriteReviewModal';
import { product, renderWithStore, review } from './fixtures';

// jsdom computes styles slowly under antd's large style sheets; clicks need no pointer-events check here.
const FAST = { pointerEventsCheck: PointerEventsCheckLevel.Never };
/** Text as written: Testing Library's default folds the no-break spaces French typography puts in. */
const AS_WRITTEN = { normalizer: (text: string) => text.trim() };

function renderModal() {
  const onClose = vi.fn();
  renderWithStore(<WriteReviewModal productId={7} productTitle="Nordwood LED Hardwax Oil" onClose={onClose} />, { signedIn: true, locale: 'fr' });
  return { onClose };
}

describe('reviews in French', () => {
  it('shows the average, the count, the date and the photos in French', () => {
    const photos = [1, 2, 3, 4, 5].map((n) => `/uploads/reviews/floor-${n}.jpg`);
    renderWithStore(<ProductReviews product={product([review({ img_path: photos }), review({ id: 2, stars: 4, created_at: '2026-11-28T09:00:00Z' })])} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Avis' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Note moyenne de 4,3 sur 5' })).toBeInTheDocument();
    expect(screen.getByText('2 avis')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Avis des clients' });
    expect(within(list).getByText('28 novembre 2026')).toBeInTheDocument();
    const gallery = screen.getByRole('list', { name: 'Photos de l’avis «\u00a0Cured in seconds\u00a0»' });
    expect(within(gallery).getByRole('button', { name: 'Ouvrir la photo 2 sur 5' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Afficher 2 autres photos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous pour écrire un avis' })).toHaveAttribute('href', expect.stringMatching(/^\/fr\/sign-in\?redirect=/));
  });

  it('says in French that there is no review yet', () => {
    renderWithStore(<ProductReviews product={product([])} />, { locale: 'fr' });
    expect(screen.getByText('Aucun avis pour l’instant')).toBeInTheDocument();
  });

  it('is the French "Écrire un avis" dialog with its fields named in French', async () => {
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Écrire un avis' })).toHaveTextContent('Votre avis sur Nordwood LED Hardwax Oil');
    expect(screen.getByRole('radiogroup', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toBeInTheDocument();
    expect(screen.getByLabelText('Commentaire')).toBeInTheDocument();
    expect(screen.getByText('Aucune note')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('shows the French validation messages under each field, and sends nothing', async () => {
    const user = userEvent.setup(FAST);
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Publier l’avis' }));
    expect(await screen.findByText('La note est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le commentaire est obligatoire')).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the stars in French and writes a half star with a comma', () => {
    renderModal();
    const rating = screen.getByRole('radiogroup', { name: 'Note' });
    // rc-rate reads keyCode, which browsers set and user-event does not.
    for (let i = 0; i < 7; i += 1) fireEvent.keyDown(rating, { key: 'ArrowRight', keyCode: 39 });
    expect(screen.getByText('3,5 sur 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 étoiles' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '1 étoile' })).toHaveAttribute('aria-checked', 'false');
  });

  it('says in French why a picked photo cannot go', async () => {
    const user = userEvent.setup({ ...FAST, applyAccept: false });
    renderModal();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(input(), [new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' }), big]);
    expect(await screen.findByText('spec.pdf\u00a0: Seules les images PNG, JPEG, GIF ou WebP peuvent être téléversées.', AS_WRITTEN)).toBeInTheDocument();
    expect(screen.getByText('huge.jpg\u00a0: L’image doit faire moins de 5\u00a0Mo.', AS_WRITTEN)).toBeInTheDocument();
    expect(screen.getByText('Jusqu’à 6\u00a0images (JPEG, PNG, WebP ou GIF), 5\u00a0Mo chacune.', AS_WRITTEN)).toBeInTheDocument();
  });
});
