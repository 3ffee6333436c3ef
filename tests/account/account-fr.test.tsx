import { getDefaultNormalizer, screen } from '../render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AccountView } from '@/modules/accounts/components/AccountView';
import ChangePasswordModal from '@/modules/accounts/components/ChangePasswordModal';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { fill, renderWithStore, SERVER_WAIT, signedInStore } from '../auth/harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const png = () => new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGN4fH4lHFVF2cERLnGGQaiBGEXI4oNRwyAM1pEYDwDZYbaQAYjG1QAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))], 'me.png', { type: 'image/png' });

describe('the account page on a French page', { timeout: 30_000 }, () => {
  it('names its sections and the name form in French, and says a short name in French', async () => {
    const { store, user: customer } = await signedInStore();
    const { user } = renderWithStore(<AccountView initialUser={customer} />, store, 'fr');
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mot de passe' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Historique des paiements' })).toBeVisible();
    expect(screen.getByText('Changer votre mot de passe vous déconnecte de vos autres appareils.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeVisible();
    expect(screen.getByText('PNG, JPEG, GIF ou WebP, jusqu’à 5\u00a0Mo.', asWritten)).toBeVisible();
    await fill(user, field('Prénom'), 'Jo');
    await user.tab();
    expect(await screen.findByText('Prénom\u00a0: au moins 3\u00a0caractères', { ...asWritten, ...SERVER_WAIT })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer le nom' })).toBeVisible();
  });

  it('refuses a file that is no image in French, and falls back to the French upload error', async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/user/user-img-upload`, () => new Response(null, { status: 500 })));
    const { store, user: customer } = await signedInStore();
    const { user } = renderWithStore(<AccountView initialUser={customer} />, store, 'fr');
    const input = screen.getByLabelText('Téléverser une photo');
    await userEvent.setup({ delay: null, applyAccept: false }).upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Veuillez choisir une image PNG, JPEG, GIF ou WebP.', {}, SERVER_WAIT)).toBeVisible();
    await user.upload(input, png());
    expect(await screen.findByText('erreur de téléversement', {}, SERVER_WAIT)).toBeVisible();
  });

  it('change password: French labels and the contract’s mismatch in its French version', async () => {
    const { store } = await signedInStore();
    const { user } = renderWithStore(<ChangePasswordModal onClose={vi.fn()} />, store, 'fr');
    expect(screen.getByRole('dialog', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    await fill(user, field('Mot de passe actuel'), 'ancien-mdp-1');
    await fill(user, field('Nouveau mot de passe'), 'nouveau-mdp-1');
    await fill(user, field('Vérification du mot de passe'), 'nouveau-mdp-2');
    await user.tab();
    expect(await screen.findByText('La vérification du mot de passe est incorrecte', {}, SERVER_WAIT)).toBeVisible();
  });
});
