import { http, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import ColorLabPage, { generateMetadata as colorLabMetadata } from '@/app/[locale]/color-lab/page';
import ServicePage from '@/app/[locale]/services/[slug]/page';
import ServiceNotFound from '@/app/[locale]/services/[slug]/not-found';
import ServicesPage from '@/app/[locale]/services/page';
import { PdfDownloadList } from '@/modules/content/components/PdfDownloadList';
import ServicesPdfModal from '@/modules/content/components/ServicesPdfModal';
import TechnicalDataModal from '@/modules/content/components/TechnicalDataModal';
import type { ModalPropsByType } from '@/shared/modal/types';
import { makeStore } from '@/shared/store/store';
import { ToastHost } from '@/shared/ui/antd/ToastHost';
import { SANDBOX_ORIGIN, sandbox, server } from '../msw/server';
import { inEnglish } from './english-answer';

/** Services and the Labo de couleurs in French (docs/i18n.md). */

const user = userEvent.setup({ delay: null });
const fr = { locale: 'fr' } as const;
const params = <T extends object>(more: T) => ({ params: Promise.resolve({ locale: 'fr', ...more }) });

function withStore(ui: React.ReactNode) {
  const store = makeStore({});
  return { store, ...render(<Provider store={store}>{ui}</Provider>, fr) };
}

describe('/fr/services', () => {
  it('is in French, its services linked under /fr', async () => {
    render(await ServicesPage(params({})), fr);
    expect(screen.getByText('D’une remise à neuf en une journée à la formation de votre équipe : ce que nous faisons en plus des produits.')).toBeInTheDocument();
    const services = sandbox.db().catalogue.services;
    const list = screen.getByRole('list', { name: 'Services' });
    expect(within(list).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/fr\/services\/[a-z0-9-]+$/);
    expect(within(list).getAllByRole('article')).toHaveLength(services.length);
  });

  it('marks a service the dashboard had no French for as English, and not one it translated', async () => {
    server.use(
      http.get(`${SANDBOX_ORIGIN}/api/services`, async ({ request }) => {
        const answer = (await (await inEnglish(request)).json()) as { data: { slug: string; title: string; locale?: string }[] };
        const data = answer.data.map((service, index) => (index === 0 ? { ...service, title: 'Ponçage et finition', locale: 'fr-CA' } : { ...service, locale: undefined }));
        return HttpResponse.json({ ...answer, data });
      }),
    );
    render(await ServicesPage(params({})), fr);
    const list = screen.getByRole('list', { name: 'Services' });
    expect(within(list).getByRole('link', { name: 'Ponçage et finition' })).not.toHaveAttribute('lang');
    expect(within(list).getAllByRole('link')[1]).toHaveAttribute('lang', 'en');
  });

  it('opens the Service Request and the document lists with French titles', async () => {
    const service = sandbox.db().catalogue.services.find((s) => s.slug === 'led-curing-machine-rental')!;
    const { store } = withStore(await ServicePage(params({ slug: service.slug })));
    expect(within(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/fr/services');
    await user.click(screen.getByRole('button', { name: 'Demander ce service' }));
    expect(store.getState().modal.open).toEqual({ type: 'REQUEST', props: { title: 'Service Request', serviceId: service.id } });
    await user.click(screen.getByRole('button', { name: 'Documents PDF du service' }));
    expect(store.getState().modal.open).toMatchObject({ type: 'SERVICES_PDF_LIST', props: { title: expect.stringMatching(/^Documents du service — ./) } });
    await user.click(screen.getByRole('button', { name: 'Fiches techniques' }));
    expect(store.getState().modal.open).toMatchObject({ type: 'TECHNICAL_DATA_LIST', props: { title: expect.stringMatching(/^Fiches techniques — ./) } });
  });

  it('lists the service’s PDFs in French, and marks « (en anglais) » a document it has in English only', async () => {
    const { store } = withStore(await ServicePage(params({ slug: 'led-curing-machine-rental' })));
    await user.click(screen.getByRole('button', { name: 'Documents PDF du service' }));
    const pdfs = store.getState().modal.open?.props as ModalPropsByType['SERVICES_PDF_LIST'];
    await user.click(screen.getByRole('button', { name: 'Fiches techniques' }));
    const technical = store.getState().modal.open?.props as ModalPropsByType['TECHNICAL_DATA_LIST'];
    const first = withStore(<ServicesPdfModal {...pdfs} onClose={() => {}} />);
    const french = await screen.findByRole('dialog', { name: /^Documents du service/ });
    expect(within(french).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Conditions de locationTélécharger', 'Tarifs de locationTélécharger']);
    expect(within(french).queryByText(/en anglais/)).not.toBeInTheDocument();
    first.unmount();
    withStore(<TechnicalDataModal {...technical} onClose={() => {}} />);
    const english = await screen.findByRole('dialog', { name: /^Fiches techniques/ });
    expect(within(english).getByRole('listitem')).toHaveTextContent('Machine comparison (en anglais)');
    expect(within(english).getByText('Machine comparison')).toHaveAttribute('lang', 'en');
  });

  it('says in French that a service does not exist', () => {
    render(<ServiceNotFound />, fr);
    expect(screen.getByRole('heading', { level: 1, name: 'Service introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir nos services' })).toHaveAttribute('href', '/fr/services');
  });

  it('lists documents to download in French and says so in French when one fails', async () => {
    server.use(http.get('http://localhost:3000/uploads/broken.pdf', () => new HttpResponse(null, { status: 404 })));
    withStore(
      <>
        <PdfDownloadList items={[{ title: 'Guide d’entretien', url: '/uploads/broken.pdf' }]} />
        <ToastHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Télécharger Guide d’entretien (PDF)' }));
    expect(await screen.findByText('Impossible de télécharger Guide d’entretien. Veuillez réessayer.')).toBeInTheDocument();
  });
});

describe('/fr/color-lab', () => {
  // The palette as a dashboard without the French extension answers (names in English, no `locale`), whatever the sandbox translates.
  beforeEach(() =>
    server.use(
      http.get(`${SANDBOX_ORIGIN}/api/default/get-colors`, async ({ request }) => {
        const answer = (await (await inEnglish(request)).json()) as { data: { locale?: string }[] };
        return HttpResponse.json({ ...answer, data: answer.data.map((color) => ({ ...color, locale: undefined })) });
      }),
    ),
  );

  it('is the Labo de couleurs, and sends the picked colours, described in French, as a custom colour request', async () => {
    const metadata = await colorLabMetadata(params({}));
    expect(metadata.title).toBe('Labo de couleurs');
    const { store } = withStore(await ColorLabPage(params({})));
    expect(screen.getByRole('heading', { level: 1, name: 'Labo de couleurs' })).toBeInTheDocument();
    const tray = screen.getByRole('region', { name: 'Couleurs choisies' });
    expect(tray).toHaveTextContent('Choisissez jusqu’à 6 couleurs.');
    const send = screen.getByRole('button', { name: 'Envoyer la demande de couleur personnalisée' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /^Walnut / }));
    await user.click(screen.getByRole('checkbox', { name: /^Storm / }));
    expect(tray).toHaveTextContent('2 couleurs choisies sur 6 : Walnut, Storm');
    await user.click(send);
    const matching = sandbox.db().catalogue.services.find((s) => s.slug === 'custom-color-matching')!;
    await waitFor(() =>
      expect(store.getState().modal.open).toEqual({
        type: 'REQUEST',
        props: {
          // The request's kind; its words in French are the request form's.
          title: 'Custom Color Request',
          serviceId: matching.id,
          description: 'Demande de couleur personnalisée pour ces 2 couleurs\u00a0: Walnut (Browns), Storm (Greys).',
        },
      }),
    );
  });

  it('names the lab-only colours in French and marks colour names without French as English', async () => {
    withStore(await ColorLabPage(params({})));
    const madeToOrder = screen.queryByRole('group', { name: 'Fait sur commande dans notre labo de couleurs' });
    if (sandbox.db().catalogue.colors.some((color) => color.products_id === null)) expect(madeToOrder).toBeInTheDocument();
    const walnut = screen.getByRole('checkbox', { name: /^Walnut / }).closest('label')!;
    expect(walnut.querySelector('[lang="en"]')).toHaveTextContent('Walnut');
  });
});
