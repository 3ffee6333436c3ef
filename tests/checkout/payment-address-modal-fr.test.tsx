import { screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createOrder } from '@/modules/checkout/api';
import { selectOpenModal } from '@/shared/store/modal-slice';
import { addLine, discountablePrice, OIL_SLUG, productBySlug } from '../basket/basket-fixtures';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { CT_ADDRESS, renderCheckout, signInDemoCustomer } from './checkout-harness';

const user = userEvent.setup();
/** Testing Library reads text with its spaces collapsed, no-break spaces included. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

async function openFrenchAddressModal(address = CT_ADDRESS as typeof CT_ADDRESS | null) {
  await signInDemoCustomer();
  const oil = await productBySlug(OIL_SLUG, 'fr');
  await addLine(oil, discountablePrice(oil), 2);
  const view = renderCheckout({ address, locale: 'fr' });
  await screen.findByRole('link', { name: oil.title }, { timeout: 20_000 });
  await user.click(screen.getByRole('button', { name: 'Passer la commande' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Livraison' }, { timeout: 20_000 }) };
}

/** The forms the browser sends to a door path, as the network saw them. */
function sentForms(path: string) {
  const forms: Promise<FormData>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url === `${BROWSER_ORIGIN}/api/${path}`) forms.push(request.clone().formData());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return () => Promise.all(forms);
}

describe('The payment address modal in French', () => {
  it('labels the address form in French and says under each field, in French, that it is required', { timeout: 45_000 }, async () => {
    const { dialog } = await openFrenchAddressModal(null);
    expect(within(dialog).getByText(/^Total du panier/).querySelector('strong')?.textContent).toMatch(/\u00a0\$\u00a0US$/);
    expect(within(dialog).getByText(/1 ligne$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Livrer à une adresse' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'États-Unis' })).toBeChecked();
    expect(within(dialog).getByLabelText('Prénom')).toHaveValue('Dana');
    for (const label of ['Nom', 'Adresse', 'Ville', 'Code postal', 'Téléphone']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'État' })).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Prénom'));
    await user.click(within(dialog).getByRole('button', { name: 'Voir les options de livraison' }));
    expect(await within(dialog).findByText(plain('Prénom\u00a0: ce champ est obligatoire'))).toBeInTheDocument();
    expect(within(dialog).getByText(plain('Code postal\u00a0: ce champ est obligatoire'))).toBeInTheDocument();
    expect(within(dialog).getByText(plain('Province ou État\u00a0: ce champ est obligatoire'))).toBeInTheDocument();
    expect(within(dialog).queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('checks a Canadian postal code with the French message', { timeout: 30_000 }, async () => {
    const { dialog } = await openFrenchAddressModal();
    await user.click(within(dialog).getByLabelText('Code postal'));
    await user.tab();
    await user.click(within(dialog).getByRole('radio', { name: 'Canada' }));
    expect(within(dialog).getByRole('combobox', { name: 'Province ou territoire' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Veuillez entrer un code postal canadien valide (p. ex. K1A 0B1).')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter a valid Canadian postal code (e.g., K1A 0B1).')).not.toBeInTheDocument();
  });

  it('offers pickup in French and says in French when no carrier ships to the address', { timeout: 30_000 }, async () => {
    server.use(http.post(`${BROWSER_ORIGIN}/api/shipping/get-rates`, () => HttpResponse.json({ data: [], tax: { TaxRate: 0.0635 } })));
    const { dialog } = await openFrenchAddressModal();
    await user.click(within(dialog).getByRole('button', { name: 'Voir les options de livraison' }));
    expect(await within(dialog).findByText('Désolé, aucune option de livraison n’est offerte pour cette adresse.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Je passe la chercher' }));
    expect(within(dialog).getByText('Cueillette chez LED Floor Finishes — Comptoir de cueillette, 1250 Barnum Avenue, Bridgeport, CT 06610.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Retour au panier' })).toBeVisible();
  });

  it('opens the payment modal in French after the address', { timeout: 30_000 }, async () => {
    const { store, dialog } = await openFrenchAddressModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Je passe la chercher' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(selectOpenModal(store.getState())?.type).toBe('PAYMENT'));
    const payment = await screen.findByRole('dialog', { name: 'Paiement' }, { timeout: 10_000 });
    expect(within(payment).getByRole('heading', { name: 'Politique de traitement des commandes et de livraison' })).toBeVisible();
    await user.click(within(payment).getByRole('checkbox', { name: 'J’ai lu et j’accepte la politique de traitement des commandes et de livraison' }));
    await user.click(within(payment).getByRole('button', { name: 'Suivant' }));
    expect(await within(payment).findByRole('heading', { name: 'Adresse de cueillette' })).toBeVisible();
    expect(within(payment).getByText('Taxes', { selector: 'dt' })).toBeVisible();
    expect(within(payment).getByLabelText('Code promo')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Payer' })).toBeEnabled();
  });
});

describe('The order in the customer’s language', () => {
  it('sends the language of the page with the order, so the invoice and e-mails are in it', { timeout: 30_000 }, async () => {
    await signInDemoCustomer();
    const oil = await productBySlug(OIL_SLUG);
    await addLine(oil, discountablePrice(oil), 1);
    const sent = sentForms('order/create');
    const french = await createOrder(null, null, '', null, 'fr');
    expect(french.order_id).toBeGreaterThan(0);
    await createOrder(french.order_id, null, '');
    const forms = await sent();
    expect(forms.map((form) => form.get('language'))).toEqual(['fr-CA', 'en-US']);
  });
});
