import { getDefaultNormalizer, screen } from '../render';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage, { generateMetadata as accountMetadata } from '@/app/[locale]/account/page';
import ConfirmEmailPage, { generateMetadata as confirmMetadata } from '@/app/[locale]/confirm-email/page';
import RegistrationStatusPage from '@/app/[locale]/registration-status/[email]/page';
import ResetPasswordPage, { generateMetadata as resetMetadata } from '@/app/[locale]/reset-password/page';
import SignInPage, { generateMetadata as signInMetadata } from '@/app/[locale]/sign-in/page';
import { AUTH_COOKIE, PROFILE_COOKIE } from '@/shared/api/cookie-names';
import { renderWithStore, router } from './harness';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

/** The request's cookies: none (a visitor) or a signed-in customer's. */
const jar = vi.hoisted(() => ({ values: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) as string } : undefined) }),
}));

beforeEach(() => jar.values.clear());

const signedIn = () => {
  jar.values.set(AUTH_COOKIE, 'an-auth-key');
  jar.values.set(PROFILE_COOKIE, JSON.stringify({ id: 7, first_name: 'Élise', last_name: 'Tremblay', email: 'elise@exemple.ca', img: null }));
};

const fr = <T extends object>(rest: T) => ({ params: Promise.resolve({ locale: 'fr', ...rest }) });
const none = { searchParams: Promise.resolve({}) };
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
/** Where a server redirect sends the browser (next/navigation's NEXT_REDIRECT digest). */
const redirectsTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(`;${path};`) });

describe('the account pages on French addresses', { timeout: 30_000 }, () => {
  it('sign-in: French title, lead, form and notice; metadata names the French address', async () => {
    const page = await SignInPage({ ...fr({}), searchParams: Promise.resolve({ notice: 'password-reset' }) });
    renderWithStore(page, undefined, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(screen.getByText('Heureux de vous revoir. Connectez-vous pour passer à la caisse et consulter votre historique des paiements.')).toBeVisible();
    expect(screen.getByText('Votre nouveau mot de passe est enregistré. Connectez-vous avec celui-ci dès maintenant.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
    const metadata = await signInMetadata(fr({}));
    expect(metadata.title).toBe('Connexion');
    expect(metadata.description).toBe('Connectez-vous à votre compte LED Floor Finishes pour passer à la caisse et consulter votre historique des paiements.');
    expect(metadata.alternates?.canonical).toBe('/fr/sign-in');
  });

  it('sign-in: a signed-in customer goes on in French, never to another site', async () => {
    signedIn();
    await expect(SignInPage({ ...fr({}), searchParams: Promise.resolve({ redirect: '/basket' }) })).rejects.toEqual(redirectsTo('/fr/basket'));
    await expect(SignInPage({ ...fr({}), ...none })).rejects.toEqual(redirectsTo('/fr/account'));
    await expect(SignInPage({ ...fr({}), searchParams: Promise.resolve({ redirect: '//evil.example/fr' }) })).rejects.toEqual(redirectsTo('/fr/account'));
    await expect(SignInPage({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({ redirect: 'https://evil.example' }) })).rejects.toEqual(redirectsTo('/account'));
  });

  it('account: a visitor is sent to the French sign-in, to come back to the French account', async () => {
    await expect(AccountPage(fr({}))).rejects.toEqual(redirectsTo('/fr/sign-in?redirect=%2Faccount'));
    expect((await accountMetadata(fr({}))).title).toBe('Mon compte');
  });

  it('registration status: French text around the address, and the way back stays in French', async () => {
    renderWithStore(await RegistrationStatusPage(fr({ email: 'elise%40exemple.ca' })), undefined, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Consultez votre boîte de réception' })).toBeVisible();
    expect(screen.getByText('elise@exemple.ca').tagName).toBe('STRONG');
    expect(screen.getByText(/^Nous avons envoyé un lien de confirmation à/)).toHaveTextContent(
      'Nous avons envoyé un lien de confirmation à elise@exemple.ca. Ouvrez le lien de ce courriel pour activer votre compte, puis connectez-vous.',
    );
    expect(screen.getByText('Le lien est valide pendant 48\u00a0heures. Pas de courriel\u00a0? Vérifiez vos courriels indésirables ou inscrivez-vous de nouveau pour recevoir un nouveau lien.', asWritten)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuer vos achats' })).toHaveAttribute('href', '/fr');
  });

  it('reset password: an incomplete link says so in French and links to the French sign-in', async () => {
    renderWithStore(await ResetPasswordPage({ ...fr({}), ...none }), undefined, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' })).toBeVisible();
    expect(screen.getByText('Ce lien de réinitialisation est incomplet. Ouvrez de nouveau le lien du courriel ou demandez-en un nouveau.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/fr/sign-in');
    expect((await resetMetadata(fr({}))).title).toBe('Réinitialiser votre mot de passe');
  });

  it('confirm e-mail: a link without its token says so in French', async () => {
    renderWithStore(await ConfirmEmailPage({ ...fr({}), ...none }), undefined, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmer votre adresse courriel' })).toBeVisible();
    expect(screen.getByText('Nous n’avons pas pu confirmer votre adresse courriel')).toBeVisible();
    expect(screen.getByText('Ce lien de confirmation est incomplet. Ouvrez de nouveau le lien reçu par courriel.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'S’inscrire de nouveau' })).toBeVisible();
    expect((await confirmMetadata(fr({}))).title).toBe('Confirmer votre adresse courriel');
  });
});
