import { render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import SharedJobPage from '@/app/[locale]/jobs/shared/[token]/page';
import { ModalHost } from '@/app/_modals/ModalHost';
import { fetchJobs } from '@/modules/jobs/api';
import type { SharedJob } from '@/modules/jobs/contract';
import { JobsView } from '@/modules/jobs/components/JobsView';
import { JobView } from '@/modules/jobs/components/JobView';
import { modalOpened } from '@/shared/store/modal-slice';
import { makeStore } from '@/shared/store/store';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { formatPrice } from '@/shared/ui/format';
import { sandbox, server } from '../msw/server';
import { fill, SERVER_WAIT, signedInStore } from '../auth/harness';
import { stampedPeer } from '../door/peer-stamp';
import { firstSheetOnlyInFrench } from './first-sheet-french';
import { MILLER_KITCHEN, priceToday, signedInWithJob } from './harness';

/** docs/i18n.md: the jobs pages, dialogs and the crew's page in French (issue 41), under /fr. */

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));
vi.mock('next/headers', () => ({ headers: async () => new Headers(stampedPeer('203.0.113.90')) }));

const NBSP = '\u00a0';
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

/** As renderWithStore (tests/auth/harness.tsx), on a French page. */
function renderInFrench(ui: ReactElement, store = makeStore()) {
  render(
    <Provider store={store}>
      <AntdProvider>{ui}</AntdProvider>
    </Provider>,
    { locale: 'fr' },
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

describe('Compte → Chantiers in French', { timeout: 60_000 }, () => {
  it('lists the jobs with French statuses, areas, line counts and prices, linking under /fr', async () => {
    const { store } = await signedInStore();
    renderInFrench(<JobsView initialJobs={await fetchJobs()} />, store);
    const rows = within(screen.getByRole('table', { name: 'Vos chantiers' })).getAllByRole('row');
    expect(cellTexts(rows[0])).toEqual(['Chantier', 'Statut', 'Superficie', 'Lignes', 'Total aujourd’hui']);
    const miller = sandbox.db().jobs.jobs.find((job) => job.id === MILLER_KITCHEN)!;
    const total = miller.lines.reduce((sum, line) => sum + priceToday(line.products_id, line.price_id) * line.count, 0);
    expect(cellTexts(rows[1])).toEqual(['Miller kitchen', 'Planifié', `45${NBSP}m²`, '3 lignes', formatPrice(total, 'fr')]);
    expect(cellTexts(rows[1])[4]).toMatch(new RegExp(`^\\d[\\d${NBSP}]*${NBSP}\\$${NBSP}US$`));
    expect(cellTexts(rows[2]).slice(0, 2)).toEqual(['Harbor Street loft', 'Terminé']);
    expect(within(rows[1]).getByRole('link', { name: 'Miller kitchen' })).toHaveAttribute('href', `/fr/account/jobs/${MILLER_KITCHEN}`);
    expect(screen.getByRole('button', { name: 'Nouveau chantier' })).toBeVisible();
  });

  it('checks the new job’s form in French, under each field', async () => {
    const { store } = await signedInStore();
    sandbox.db().jobs.jobs = [];
    const { user } = renderInFrench(<JobsView initialJobs={await fetchJobs()} />, store);
    expect(screen.getByRole('heading', { name: 'Planifiez votre travail par chantier' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Créer votre premier chantier' }));
    const form = await screen.findByRole('form', { name: 'Nouveau chantier' }, SERVER_WAIT);
    await user.click(within(form).getByRole('button', { name: 'Créer le chantier' }));
    expect(await within(form).findByText('Le nom est obligatoire')).toBeVisible();
    await fill(user, input('Couches (1 à 5)'), '7');
    await fill(user, input('Superficie du plancher (m²)'), '20000');
    await user.tab();
    // Testing Library reads a no-break space as a space: the exact text is checked on the element.
    const areaMax = await within(form).findByText('La superficie doit être d’au plus 10 000 m²');
    expect(areaMax.textContent).toBe(`La superficie doit être d’au plus 10${NBSP}000${NBSP}m²`);
    expect(within(form).getByText('Le nombre de couches doit être un nombre entier de 1 à 5')).toBeVisible();
    expect(within(form).getByRole('radio', { name: 'Moyen (chêne)' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Planifié' })).toBeChecked();

    await fill(user, input('Nom du chantier'), 'Cuisine Tremblay');
    // French writes the decimal with a comma.
    await fill(user, input('Superficie du plancher (m²)'), '30,5');
    await fill(user, input('Couches (1 à 5)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Créer le chantier' }));
    const row = await screen.findByRole('row', { name: /Cuisine Tremblay/ }, SERVER_WAIT);
    expect(cellTexts(row)).toEqual(['Cuisine Tremblay', 'Planifié', `30,5${NBSP}m²`, '0 ligne', formatPrice(0, 'fr')]);
    expect(sandbox.db().jobs.jobs).toMatchObject([{ name: 'Cuisine Tremblay', area: 30.5, area_unit: 'm2', coats: 2 }]);
  });
});

describe('a job’s page in French', { timeout: 60_000 }, () => {
  it('shows its products, prices, orders and papers in French, the pack and links under /fr, English names marked', async () => {
    const { store, job } = await signedInWithJob();
    // The dashboard had French for the first line only (docs/contract.md §12): the others are English on the page.
    const lines = job.lines.map((line, index) => ({ ...line, locale: index === 0 ? 'fr-CA' : undefined }));
    renderInFrench(<JobView initialJob={{ ...job, lines }} />, store);

    expect(screen.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
    expect(screen.getByText('2 couches')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Acheter pour ce chantier' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Marquer comme terminé' })).toBeVisible();
    const products = screen.getByRole('region', { name: 'Produits' });
    const table = within(products).getByRole('table', { name: 'Produits de ce chantier' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByRole('link', { name: lines[0].product_title })).toHaveAttribute('href', `/fr/product/${lines[0].slug}`);
    expect(within(first).getByRole('link', { name: lines[0].product_title })).not.toHaveAttribute('lang');
    expect(within(second).getByRole('link', { name: lines[1].product_title })).toHaveAttribute('lang', 'en');
    expect(within(first).getByRole('combobox', { name: `Quantité de ${lines[0].product_title}, ${lines[0].tag_name}, ${lines[0].type_name}` })).toBeVisible();
    expect(cellTexts(first)[4]).toBe(formatPrice(lines[0].price!, 'fr'));
    expect(screen.getByText('Total aujourd’hui', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatPrice(job.total, 'fr'));

    expect(screen.getByRole('region', { name: 'Commandes' })).toBeVisible();
    const papers = screen.getByRole('region', { name: 'Documents de chantier' });
    expect(within(papers).getByRole('link', { name: 'Télécharger le dossier de chantier' })).toHaveAttribute('href', `/fr/account/jobs/${MILLER_KITCHEN}/pack`);
    const details = screen.getByRole('region', { name: 'Détails' });
    expect(within(details).getByText('Moyen (chêne)')).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Modifier les détails' })).toBeVisible();
  });

  it('asks before deleting in French, and goes back to the French jobs list', async () => {
    const { store, job } = await signedInWithJob();
    const { user } = renderInFrench(
      <>
        <JobView initialJob={job} />
        <ModalHost />
      </>,
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer le chantier' }));
    const dialog = await screen.findByRole('dialog', { name: `Supprimer ce chantier${NBSP}?` }, SERVER_WAIT);
    expect(dialog.textContent).toContain(`«${NBSP}Miller kitchen${NBSP}», ses produits et ses liens d’équipe seront supprimés.`);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Garder le chantier' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le chantier' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/fr/account/jobs'), SERVER_WAIT);
    expect(sandbox.db().jobs.jobs.find((j) => j.id === job.id)).toBeUndefined();
  });

  it('checks a new job’s name in French in the “Add to job” dialog', async () => {
    const { store } = await signedInStore();
    const { user } = renderInFrench(<ModalHost />, store);
    const lines = [{ fields: { products_id: 1, price_id: 1, price_type_id: 1, tag_id: 1, type_id: 1, color_id: [1], count: 1 }, label: 'Nordwood Pure' }];
    store.dispatch(modalOpened({ type: 'ADD_TO_JOB', props: { title: 'Copy to job', lines } }));
    const dialog = await screen.findByRole('dialog', { name: 'Copier dans un chantier' }, SERVER_WAIT);
    const choice = await within(dialog).findByRole('combobox', { name: 'Chantier' }, SERVER_WAIT);
    await user.selectOptions(choice, 'Un nouveau chantier…');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le chantier et ajouter' }));
    expect(await within(dialog).findByText('Le nom est obligatoire')).toBeVisible();
    expect(within(dialog).getByLabelText('Nom du nouveau chantier')).toHaveAttribute('placeholder', 'p. ex. Cuisine Tremblay');
  });
});

describe('the crew link made on a French page', { timeout: 60_000 }, () => {
  it('is /fr/jobs/shared/<token>, whose page is in French and names the sheets the dashboard has only in English', async () => {
    const { store, job } = await signedInWithJob();
    const { user } = renderInFrench(<JobView initialJob={job} />, store);
    await user.click(screen.getByRole('button', { name: 'Partager avec l’équipe' }));
    const field = (await screen.findByLabelText(/Nouveau lien d’équipe/, {}, SERVER_WAIT)) as HTMLInputElement;
    expect(field.value).toMatch(new RegExp(`^${window.location.origin}/fr/jobs/shared/[A-Za-z0-9_-]{43}$`));
    const token = new URL(field.value).pathname.split('/').pop()!;
    expect(screen.getByRole('list', { name: 'Partage avec l’équipe' })).toHaveTextContent(/^Lien créé le \d{1,2} \S+ \d{4}, valide jusqu’au \d{1,2} \S+ \d{4}/);

    // The dashboard had French for the first sheet only.
    let served: SharedJob | undefined;
    server.use(firstSheetOnlyInFrench('jobs/shared', (job) => (served = job as SharedJob)));
    const crew = render(await SharedJobPage({ params: Promise.resolve({ locale: 'fr', token }) }), { locale: 'fr' });
    const page = within(crew.container);
    expect(page.getByText('Un chantier partagé avec l’équipe · lecture seule')).toBeVisible();
    expect(page.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
    expect(page.getByRole('heading', { name: 'Adresse du chantier' })).toBeVisible();
    // The site's country and phone line in French, as the rest of the page.
    const site = crew.container.querySelector('address')!;
    expect(site).toHaveTextContent('États-Unis');
    expect(site.textContent).toContain(`Tél.${NBSP}: +1 978 555 0143`);
    expect(site).not.toHaveTextContent(/United States|Phone/);
    expect(page.getByRole('link', { name: 'Télécharger le dossier de chantier' })).toHaveAttribute('href', `/fr/jobs/shared/${token}/pack`);
    const sheets = page.getAllByRole('link').filter((link) => link.hasAttribute('download'));
    // The lines' names as the dashboard answered them in French.
    const title = served!.lines[0].product_title;
    expect(served!.lines[0].locale).toBe('fr-CA');
    const servedSheets = served!.lines[0].technical_data;
    expect(sheets.slice(0, servedSheets.length).every((sheet) => sheet.textContent!.startsWith(title))).toBe(true);
    expect(sheets[0].textContent).toBe(`${title}${NBSP}: Fiche technique`);
    // Every later sheet is the English one, named in English and marked so.
    sheets.slice(1, servedSheets.length).forEach((sheet, index) => {
      expect(sheet.textContent).toBe(`${title}${NBSP}: ${servedSheets[index + 1].title} (en anglais)`);
      expect(sheet.querySelector('[lang="en"]')).toHaveTextContent(servedSheets[index + 1].title);
    });
    expect(sheets[1]).toHaveTextContent('Safety data sheet (en anglais)');
    expect(sheets[0].querySelector('[lang]')).toBeNull();
    expect(page.getByText(/^Ce lien fonctionne jusqu’au \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}, à moins/)).toBeVisible();
  });
});
