import { getDefaultNormalizer, screen, waitFor, within } from '../render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '@sandbox/commerce/state';
import { PaymentHistory } from '@/modules/accounts/components/PaymentHistory';
import { SignInForm } from '@/modules/accounts/components/SignInForm';
import { SignInPanel } from '@/modules/accounts/components/SignInPanel';
import SignUpModal from '@/modules/accounts/components/SignUpModal';
import { SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { DEMO, fill, renderWithStore, router, SERVER_WAIT, signedInStore } from './harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

beforeEach(() => Object.values(router).forEach((spy) => spy.mockReset()));

/** French texts keep their no-break spaces: Testing Library's default would read them as plain spaces. */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** The body fields of the calls to `path` while `run` runs. */
async function bodiesOf(path: string, run: () => Promise<void>): Promise<Record<string, string>[]> {
  const sent: Record<string, string>[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.url === `${SANDBOX_ORIGIN}/api/${path}`) sent.push(Object.fromEntries([...(await request.clone().formData()).entries()].map(([key, value]) => [key, String(value)])));
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return sent;
}

describe('sign-in on a French page', { timeout: 30_000 }, () => {
  it('labels the form in French and says what is missing in French, under the field', async () => {
    const { user } = renderWithStore(<SignInForm />, undefined, 'fr');
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Se souvenir de moi')).toBeInTheDocument();
    await user.click(field('Courriel'));
    await user.tab();
    expect(await screen.findByText('Courriel\u00a0: ce champ est obligatoire', asWritten)).toBeVisible();
    expect(field('Courriel')).toHaveAccessibleDescription('Courriel\u00a0: ce champ est obligatoire');
    await fill(user, field('Courriel'), 'pas-un-courriel');
    await fill(user, field('Mot de passe'), 'court');
    await user.tab();
    expect(await screen.findByText('Le courriel doit être une adresse valide')).toBeVisible();
    expect(await screen.findByText('Mot de passe\u00a0: au moins 8\u00a0caractères', asWritten)).toBeVisible();
  });

  it('says a wrong sign-in in the dashboard’s French under the password, and keeps what was typed', async () => {
    const { user } = renderWithStore(<SignInForm />, undefined, 'fr');
    await fill(user, field('Courriel'), DEMO.email);
    await fill(user, field('Mot de passe'), 'Wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The dashboard answers §8's text in the language asked (docs/contract.md §12).
    expect(await screen.findByText('Courriel ou mot de passe incorrect', {}, SERVER_WAIT)).toBeVisible();
    expect(field('Mot de passe')).toHaveAccessibleDescription('Courriel ou mot de passe incorrect');
    expect(field('Mot de passe')).toHaveValue('Wrong-pass-1');
    expect(screen.queryByText('Incorrect email or password')).not.toBeInTheDocument();
  });

  it.each([
    ['/products?category=oils', '/fr/products?category=oils'],
    ['/fr/account', '/fr/account'],
    ['//evil.example/steal', '/fr'],
    ['https://evil.example/steal', '/fr'],
    ['/\\evil.example', '/fr'],
  ])('sends the customer on from redirect %s to %s, in French and on this site', async (redirectTo, expected) => {
    const { user } = renderWithStore(<SignInForm redirectTo={redirectTo} />, undefined, 'fr');
    await fill(user, field('Courriel'), DEMO.email);
    await fill(user, field('Mot de passe'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(expected), SERVER_WAIT);
  });

  it('offers the forgotten-password mode in French and asks for the reset mail in French', async () => {
    const { user } = renderWithStore(<SignInPanel />, undefined, 'fr');
    await user.click(screen.getByRole('button', { name: 'Mot de passe oublié\u00a0?' }));
    expect(screen.getByText('Entrez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.')).toBeVisible();
    await fill(user, field('Courriel'), DEMO.email);
    const sent = await bodiesOf('user/forgot-password', async () => {
      await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
      expect(await screen.findByText('Lien de réinitialisation envoyé', {}, SERVER_WAIT)).toBeVisible();
    });
    expect(sent).toEqual([{ email: DEMO.email, language: 'fr-CA' }]);
    await user.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
  });
});

describe('sign-up on a French page', { timeout: 30_000 }, () => {
  async function fillSignUp(user: Parameters<typeof fill>[0], email: string, confirm: string) {
    await fill(user, field('Prénom'), 'Élise');
    await fill(user, field('Nom'), 'Tremblay');
    await fill(user, field('Courriel'), email);
    await fill(user, field('Mot de passe'), 'assez-long-1');
    await fill(user, field('Confirmation du mot de passe'), confirm);
    await user.tab();
  }

  it('says a mismatch in the one French version of the contract’s text', async () => {
    const { user } = renderWithStore(<SignUpModal onClose={vi.fn()} />, undefined, 'fr');
    expect(screen.getByRole('dialog', { name: 'Créer un compte' })).toBeInTheDocument();
    await fillSignUp(user, 'elise@exemple.ca', 'assez-long-2');
    expect(await screen.findByText('Le mot de passe et sa confirmation ne correspondent pas', {}, SERVER_WAIT)).toBeVisible();
  });

  it('asks for the confirmation mail in French and goes to the French pending page', async () => {
    const onClose = vi.fn();
    const { user } = renderWithStore(<SignUpModal onClose={onClose} />, undefined, 'fr');
    await fillSignUp(user, 'elise+fr@exemple.ca', 'assez-long-1');
    const sent = await bodiesOf('user/create', async () => {
      await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/fr/registration-status/elise%2Bfr%40exemple.ca?status=pending'), SERVER_WAIT);
    });
    expect(sent).toEqual([{ first_name: 'Élise', last_name: 'Tremblay', email: 'elise+fr@exemple.ca', password: 'assez-long-1', language: 'fr-CA' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks in English on an English page', async () => {
    const { user } = renderWithStore(<SignUpModal onClose={vi.fn()} />);
    await fill(user, field('First name'), 'Robin');
    await fill(user, field('Last name'), 'Carver');
    await fill(user, field('Email'), 'robin+en@example.com');
    await fill(user, field('Password'), 'long-enough-1');
    await fill(user, field('Confirm password'), 'long-enough-1');
    const sent = await bodiesOf('user/create', async () => {
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/registration-status/robin%2Ben%40example.com?status=pending'), SERVER_WAIT);
    });
    expect(sent.map((body) => body.language)).toEqual(['en-US']);
  });
});

describe('payment history on a French page', { timeout: 30_000 }, () => {
  it('writes dates, order numbers and amounts in French, links stay under /fr, and marks English item names', async () => {
    const { user: customer } = await signedInStore();
    sandbox.db().commerce.orders = [];
    const paid = { order_id: 4107, user_id: customer.id, status: 'paid', total: 1312, transId: '60001', created_at: '2026-11-28T15:00:00Z', paid_at: '2026-11-28T16:00:00Z',
      items: [{ title: 'Nordwood Pure LED Hardwax Oil', count: 2, discounted_price: 656 }] };
    sandbox.db().commerce.orders.push(paid as unknown as OrderRecord);
    renderWithStore(<PaymentHistory />, undefined, 'fr');
    const row = (await screen.findAllByRole('row', {}, SERVER_WAIT))[1];
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['28 novembre 2026', 'nº\u00a04107', '2 × Nordwood Pure LED Hardwax Oil', '1\u00a0312\u00a0$\u00a0US']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Commande', 'Articles', 'Montant', 'État', 'Commander de nouveau']);
    expect(within(row).getByRole('link', { name: 'Commande nº\u00a04107, voir le détail' })).toHaveAttribute('href', '/fr/account/orders/4107');
    expect(within(row).getByText('Nordwood Pure LED Hardwax Oil')).toHaveAttribute('lang', 'en');
  });

  it('says there are none yet in French, with a link to the French products', async () => {
    await signedInStore();
    sandbox.db().commerce.orders = [];
    renderWithStore(<PaymentHistory />, undefined, 'fr');
    expect(await screen.findByText('Aucun paiement pour l’instant. Les commandes que vous payez s’affichent ici.', {}, SERVER_WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir les produits' })).toHaveAttribute('href', '/fr/products');
  });
});
