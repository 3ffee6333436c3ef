import { fireEvent, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CA_POSTAL_CODE_MESSAGE } from '@/modules/checkout/schema';
import { selectCheckout } from '@/modules/checkout/checkout-slice';
import { selectOpenModal } from '@/shared/store/modal-slice';
import { addLine, discountablePrice, OIL_SLUG, productBySlug } from '../basket/basket-fixtures';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { basketSummary, CT_ADDRESS, CT_TAX_RATE, figureIn, renderCheckout, signInDemoCustomer } from './checkout-harness';

const user = userEvent.setup();

async function openAddressModal(address = CT_ADDRESS as typeof CT_ADDRESS | null) {
  await signInDemoCustomer();
  const oil = await productBySlug(OIL_SLUG);
  await addLine(oil, discountablePrice(oil), 2);
  const view = renderCheckout({ address });
  await screen.findByRole('link', { name: oil.title }, { timeout: 10_000 });
  await user.click(within(basketSummary()).getByRole('button', { name: 'Checkout' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Delivery' }, { timeout: 10_000 }) };
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

describe('The payment address modal', () => {
  it("shows the basket page's total and the customer's name when nothing was typed yet", { timeout: 30_000 }, async () => {
    const { dialog } = await openAddressModal(null);
    expect(within(dialog).getByText(/^Basket total:/).querySelector('strong')?.textContent).toBe(figureIn(basketSummary(), 'Total'));
    expect(within(dialog).getByText(/1 line$/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Dana');
    expect(within(dialog).getByLabelText('Zip')).toHaveValue('');
  });

  it('looks up rates for the address, keeps them in the app\'s shape, saves the address and opens the payment modal', { timeout: 30_000 }, async () => {
    const saved = sentForms('user/add-shipping');
    const { store, dialog } = await openAddressModal();
    await user.click(within(dialog).getByRole('button', { name: 'See shipping options' }));
    await waitFor(() => expect(selectOpenModal(store.getState())?.type).toBe('PAYMENT'));
    const { rates, taxRate, address } = selectCheckout(store.getState());
    expect(taxRate).toBe(CT_TAX_RATE);
    expect(address).toEqual(CT_ADDRESS);
    expect(rates.map((rate) => `${rate.carrier} ${rate.service}`)).toContain('USPS Priority Mail');
    expect(rates.find((rate) => rate.service === 'Ground Economy')?.estimatedDays).toBeNull();
    expect(rates.every((rate) => typeof rate.amount === 'number' && rate.source.object_id === rate.id)).toBe(true);
    await waitFor(async () => expect((await saved()).map((form) => form.get('zip'))).toEqual([CT_ADDRESS.zip]));
  });

  it('takes a pickup straight to payment with the pickup address and Connecticut tax, no rates', { timeout: 30_000 }, async () => {
    const { store, dialog } = await openAddressModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Take by myself' }));
    expect(within(dialog).getByText(/Pick up at .*Bridgeport, CT/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Zip')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(selectOpenModal(store.getState())?.type).toBe('PAYMENT'));
    expect(selectCheckout(store.getState())).toMatchObject({ rates: [], taxRate: CT_TAX_RATE, address: { take_by_myself: 1 } });
  });

  it('says so when no carrier serves the address, and stays open', { timeout: 30_000 }, async () => {
    const { store, dialog } = await openAddressModal({ ...CT_ADDRESS, state: 'Alaska', state_code: 'AK', city: 'Ketchikan', zip: '99950' });
    await user.click(within(dialog).getByRole('button', { name: 'See shipping options' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, no shipping options available for this address.');
    expect(selectOpenModal(store.getState())?.type).toBe('PAYMENT_ADDRESS_MODAL');
  });

  it('puts an address lookup failure on the zip field', { timeout: 30_000 }, async () => {
    const { dialog } = await openAddressModal();
    server.use(http.post(`${BROWSER_ORIGIN}/api/shipping/get-rates`, () => new Response(JSON.stringify({ message: 'Address lookup is unavailable.' }), { status: 503, headers: { 'content-type': 'application/json' } })));
    await user.click(within(dialog).getByRole('button', { name: 'See shipping options' }));
    const zip = within(dialog).getByLabelText('Zip');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(await within(dialog).findByText('Address lookup is unavailable.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('checks the form before asking for rates', { timeout: 30_000 }, async () => {
    const asked = sentForms('shipping/get-rates');
    const { dialog } = await openAddressModal(null);
    await user.click(within(dialog).getByRole('button', { name: 'See shipping options' }));
    expect(await within(dialog).findByText('Zip is required')).toBeInTheDocument();
    expect(await asked()).toHaveLength(0);
  });

  it("clears the state when the country changes, shows no error before a try, then checks the new country's rules", { timeout: 30_000 }, async () => {
    const asked = sentForms('shipping/get-rates');
    const { dialog } = await openAddressModal();
    const form = within(dialog).getByRole('form', { name: 'Delivery address' });
    expect(within(form).getByLabelText('State')).toHaveDisplayValue('Connecticut');
    const country = within(form).getByRole('radiogroup', { name: 'Country' });
    await user.click(within(country).getByRole('radio', { name: 'Canada' }));
    expect(within(country).getByRole('radio', { name: 'Canada' })).toBeChecked();
    const province = within(form).getByRole('combobox', { name: 'Province' });
    expect(province).toHaveValue('');
    await user.click(province);
    const list = await within(form).findByRole('listbox', { name: 'Province list' });
    expect(within(list).getByRole('option', { name: 'Ontario' })).toBeVisible();
    expect(within(list).queryByRole('option', { name: 'Connecticut' })).not.toBeInTheDocument();
    // Escape closes the list, not the dialog around it.
    await user.keyboard('{Escape}');
    expect(province).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByText('State is required')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(CA_POSTAL_CODE_MESSAGE)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'See shipping options' }));
    expect(await within(dialog).findByText('State is required')).toBeInTheDocument();
    expect(within(dialog).getByText(CA_POSTAL_CODE_MESSAGE)).toBeInTheDocument();
    expect(await asked()).toHaveLength(0);
  });

  it('checks a zip the customer already typed against the new country as soon as the country changes', { timeout: 30_000 }, async () => {
    const { dialog } = await openAddressModal();
    await user.click(within(dialog).getByLabelText('Zip'));
    await user.tab();
    expect(within(dialog).queryByText(CA_POSTAL_CODE_MESSAGE)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Canada' }));
    expect(await within(dialog).findByText(CA_POSTAL_CODE_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'United States' }));
    await waitFor(() => expect(within(dialog).queryByText(CA_POSTAL_CODE_MESSAGE)).not.toBeInTheDocument());
  });

  it('offers the regions matching what is typed, and takes one by tap or by keyboard', { timeout: 30_000 }, async () => {
    const { dialog } = await openAddressModal(null);
    const state = within(dialog).getByRole('combobox', { name: 'State' });
    expect(state).toHaveAttribute('autocomplete', 'address-level1');
    expect(state).toHaveValue('');
    await user.click(state);
    const list = await within(dialog).findByRole('listbox', { name: 'State list' });
    expect(state).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('option')).toHaveLength(51);
    await user.type(state, 'caro');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['North Carolina', 'South Carolina']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(state).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'South Carolina' }).id);
    await user.keyboard('{Enter}');
    expect(state).toHaveValue('South Carolina');
    expect(state).toHaveAttribute('aria-expanded', 'false');
    await user.clear(state);
    await user.type(state, 'tex');
    await user.click(within(list).getByRole('option', { name: 'Texas' }));
    expect(state).toHaveValue('Texas');
    expect(state).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'See shipping options' }));
    expect(await within(dialog).findByText('Zip is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('State is required')).not.toBeInTheDocument();
  });

  it("makes a typed or autofilled name or code the region once the field is left, and says when it is none", { timeout: 30_000 }, async () => {
    const { dialog } = await openAddressModal(null);
    const state = within(dialog).getByRole('combobox', { name: 'State' });
    await user.type(state, 'ny');
    await user.tab();
    expect(state).toHaveValue('New York');
    await user.clear(state);
    await user.type(state, 'Atlantis');
    await user.tab();
    expect(state).toHaveValue('Atlantis');
    expect(await within(dialog).findByText('Please choose a state from the list.')).toBeInTheDocument();
    // Autofill sets the value of a field that does not have focus.
    fireEvent.change(state, { target: { value: 'ct' } });
    expect(state).toHaveValue('Connecticut');
    await waitFor(() => expect(within(dialog).queryByText('Please choose a state from the list.')).not.toBeInTheDocument());
  });

  it('goes back to the basket with Back to basket', { timeout: 30_000 }, async () => {
    const { store, dialog } = await openAddressModal();
    await user.click(within(dialog).getByRole('button', { name: 'Back to basket' }));
    expect(selectOpenModal(store.getState())).toBeNull();
  });
});
