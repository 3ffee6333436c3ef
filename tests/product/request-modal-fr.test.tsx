import { getDefaultNormalizer, render, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ModalRoot } from '@/app/_modals/ModalRoot';
import type { ModalPropsByType } from '@/shared/modal/types';
import { modalOpened } from '@/shared/store/modal-slice';
import { makeStore } from '@/shared/store/store';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { sandbox } from '../msw/server';

const user = userEvent.setup({ delay: null });
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** The request modal on a French page, opened as the product and service pages open it (by its English title). */
async function openRequest(props: ModalPropsByType['REQUEST'], name: string) {
  const store = makeStore({ auth: { user: null, status: 'signedOut' } });
  render(
    <Provider store={store}>
      <ModalRoot />
      <ToastHost />
    </Provider>,
    { locale: 'fr' },
  );
  store.dispatch(modalOpened({ type: 'REQUEST', props }));
  return screen.findByRole('dialog', { name }, { timeout: 10_000 });
}

async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the request modal on a French page', { timeout: 30_000 }, () => {
  it('is titled, labelled and validated in French, with French country names and placeholder in the phone field', async () => {
    const dialog = await openRequest({ title: 'Custom Color Request' }, 'Demande de teinte personnalisée');
    expect(within(dialog).getByText('Dites-nous ce dont vous avez besoin et nous vous répondrons, habituellement en moins d’un jour ouvrable.')).toBeVisible();
    const phone = within(dialog).getByLabelText('Téléphone');
    expect(phone).toHaveAttribute('placeholder', 'Facultatif');
    expect(within(dialog).getByRole('option', { name: 'Canada' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Allemagne' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Germany' })).toBeNull();

    await user.click(within(dialog).getByLabelText('Prénom'));
    await user.tab();
    expect(await within(dialog).findByText('Prénom\u00a0: ce champ est obligatoire', asWritten)).toBeInTheDocument();
    await fill(phone, '12');
    await user.tab();
    expect(await within(dialog).findByText('Veuillez entrer un numéro de téléphone valide')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Description'), 'Court');
    await user.tab();
    expect(await within(dialog).findByText('Description\u00a0: au moins 10\u00a0caractères', asWritten)).toBeInTheDocument();
  });

  it('sends the request and says so in French', async () => {
    const dialog = await openRequest({ title: 'Upon Request', productId: 1 }, 'Sur demande');
    await fill(within(dialog).getByLabelText('Prénom'), 'Élise');
    await fill(within(dialog).getByLabelText('Nom'), 'Tremblay');
    await fill(within(dialog).getByLabelText('Courriel'), 'elise@planchers.example');
    await fill(within(dialog).getByLabelText('Description'), 'Il me faut 40 litres d’huile dure dans une teinte noyer.');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Demande envoyée avec succès')).toBeInTheDocument();
    expect(sandbox.db().content.requests.at(-1)).toMatchObject({ first_name: 'Élise', products_id: 1 });
  });

  it('asks which service in French on a service request', async () => {
    const dialog = await openRequest({ title: 'Service Request' }, 'Demande de service');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Type de service\u00a0: ce champ est obligatoire', asWritten)).toBeInTheDocument();
  });
});
