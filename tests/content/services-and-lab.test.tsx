import { render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import ColorLabPage from '@/app/[locale]/color-lab/page';
import ServicePage from '@/app/[locale]/services/[slug]/page';
import ServicesPage from '@/app/[locale]/services/page';
import { makeStore } from '@/shared/store/store';
import { sandbox } from '../msw/server';

const user = userEvent.setup({ delay: null });

function withStore(ui: React.ReactNode) {
  const store = makeStore({});
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

describe('/services', () => {
  it('lists every service with a link to its page', async () => {
    render(await ServicesPage({ params: Promise.resolve({ locale: 'en' }) }));
    const services = sandbox.db().catalogue.services;
    const list = screen.getByRole('list', { name: 'Services' });
    expect(within(list).getAllByRole('article')).toHaveLength(services.length);
    expect(within(list).getByRole('link', { name: services[0].title })).toHaveAttribute('href', `/services/${services[0].slug}`);
  });

  it('opens the Service Request for this service and its PDF and technical data lists', async () => {
    const service = sandbox.db().catalogue.services.find((s) => s.slug === 'led-curing-machine-rental')!;
    const { store } = withStore(await ServicePage({ params: Promise.resolve({ locale: 'en', slug: service.slug }) }));
    expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request this service' }));
    expect(store.getState().modal.open).toEqual({ type: 'REQUEST', props: { title: 'Service Request', serviceId: service.id } });
    await user.click(screen.getByRole('button', { name: 'Service PDFs' }));
    expect(store.getState().modal.open).toMatchObject({ type: 'SERVICES_PDF_LIST', props: { items: service.pdfs } });
    await user.click(screen.getByRole('button', { name: 'Technical data' }));
    expect(store.getState().modal.open).toMatchObject({ type: 'TECHNICAL_DATA_LIST', props: { items: service.technical_data } });
  });

  it('is a 404 for an unknown service', async () => {
    await expect(ServicePage({ params: Promise.resolve({ locale: 'en', slug: 'no-such-service' }) })).rejects.toThrow(/404|NOT_FOUND/);
  });
});

describe('/color-lab', () => {
  it('groups the palette by product line and sends the picked colours as a Custom Color Request', async () => {
    const { store } = withStore(await ColorLabPage({ params: Promise.resolve({ locale: 'en' }) }));
    expect(screen.getByRole('group', { name: 'Nordwood LED Hardwax Oil' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(sandbox.db().catalogue.colors.length);
    const send = screen.getByRole('button', { name: 'Send Custom Color Request' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /^Walnut / }));
    await user.click(screen.getByRole('checkbox', { name: /^Storm / }));
    expect(screen.getByRole('region', { name: 'Picked colours' })).toHaveTextContent('2 of 6 picked: Walnut, Storm');
    await user.click(send);
    const matching = sandbox.db().catalogue.services.find((s) => s.slug === 'custom-color-matching')!;
    await waitFor(() =>
      expect(store.getState().modal.open).toEqual({
        type: 'REQUEST',
        props: {
          title: 'Custom Color Request',
          serviceId: matching.id,
          description: 'Custom colour request for these 2 colours: Walnut (Browns), Storm (Greys).',
        },
      }),
    );
  });
});
