import { screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { modalOpened } from '@/shared/store/modal-slice';
import type { ModalPropsByType } from '@/shared/modal/types';
import { BROWSER_ORIGIN, sandbox, server } from '../msw/server';
import { CUSTOMER, renderShop } from './harness';

const user = userEvent.setup({ delay: null });

async function openRequest(props: ModalPropsByType['REQUEST'], options: Parameters<typeof renderShop>[1] = {}) {
  const view = renderShop(null, options);
  view.store.dispatch(modalOpened({ type: 'REQUEST', props }));
  // The first open loads the modal's chunk (antd, Formik, the phone input): allow a slow machine.
  const dialog = await screen.findByRole('dialog', { name: props.title }, { timeout: 10_000 });
  return { ...view, dialog };
}

async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(dialog: HTMLElement) {
  await fill(within(dialog).getByLabelText('First name'), 'Robin');
  await fill(within(dialog).getByLabelText('Last name'), 'Oakley');
  await fill(within(dialog).getByLabelText('Email'), 'robin@floors.example');
  await fill(within(dialog).getByLabelText('Description'), 'Need 40 litres in a custom walnut shade.');
}

describe('Request modal', { timeout: 30_000 }, () => {
  it('shows the contract messages under a field only once it is touched', async () => {
    const { dialog } = await openRequest({ title: 'Custom Color Request', productId: 1 });
    const firstName = within(dialog).getByLabelText('First name');
    expect(within(dialog).queryByText('First name is required')).not.toBeInTheDocument();

    await user.click(firstName);
    await user.tab();
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Last name is required')).not.toBeInTheDocument();

    await user.type(firstName, 'Ro');
    expect(await within(dialog).findByText('First name must be at least 3 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'robin@');
    await user.type(within(dialog).getByLabelText('Description'), 'Too short');
    await user.tab();
    expect(await within(dialog).findByText('Email must be a valid email')).toBeInTheDocument();
    expect(await within(dialog).findByText('Description must be at least 10 characters')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Last name is required')).toBeInTheDocument();
    expect(sandbox.db().content.requests).toHaveLength(0);
  });

  it('sends a product request, says so for 2 s and closes', async () => {
    const { dialog } = await openRequest({ title: 'Upon Request', productId: 3 });
    await fillValid(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request successfully sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upon Request' })).not.toBeInTheDocument());
    expect(sandbox.db().content.requests).toEqual([
      expect.objectContaining({
        first_name: 'Robin',
        last_name: 'Oakley',
        email: 'robin@floors.example',
        products_id: 3,
        services_id: null,
      }),
    ]);
  });

  it('is prefilled with the signed-in customer', async () => {
    const { dialog } = await openRequest({ title: 'Upon Request', productId: 3 }, { user: CUSTOMER });
    expect(within(dialog).getByLabelText('First name')).toHaveValue(CUSTOMER.first_name);
    expect(within(dialog).getByLabelText('Last name')).toHaveValue(CUSTOMER.last_name);
    expect(within(dialog).getByLabelText('Email')).toHaveValue(CUSTOMER.email);
  });

  it('keeps what was typed and shows the server messages when sending fails', async () => {
    server.use(
      http.post(`${BROWSER_ORIGIN}/api/requests`, () =>
        HttpResponse.json(
          { message: 'Some details need another look.', errors: { email: 'This e-mail address cannot receive mail.' } },
          { status: 422 },
        ),
      ),
    );
    const { dialog } = await openRequest({ title: 'Custom Color Request', productId: 3 });
    await fillValid(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some details need another look.');
    expect(within(dialog).getByText('This e-mail address cannot receive mail.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Robin');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Need 40 litres in a custom walnut shade.');
    expect(screen.getByRole('dialog', { name: 'Custom Color Request' })).toBeInTheDocument();
  });

  it('asks for the service on a service request and sends its id', async () => {
    const service = sandbox.db().catalogue.services[0];
    const { dialog } = await openRequest({ title: 'Service Request' });
    await fillValid(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Service is required')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Service'));
    await user.click(await screen.findByTitle(service.title));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request successfully sent')).toBeInTheDocument();
    expect(sandbox.db().content.requests[0]).toMatchObject({ services_id: service.id, products_id: null });
  });
});
