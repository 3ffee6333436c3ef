import { screen, waitFor, within } from '../render';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/app/_modals/ModalHost';
import { fetchJobs } from '@/modules/jobs/api';
import { JobsView } from '@/modules/jobs/components/JobsView';
import { JobView } from '@/modules/jobs/components/JobView';
import { BROWSER_ORIGIN, sandbox, server } from '../msw/server';
import { fill, renderWithStore, SERVER_WAIT, signedInStore } from '../auth/harness';
import { MILLER_KITCHEN, money, priceToday, signedInWithJob } from './harness';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => router }));

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const jobsOfDemo = () => sandbox.db().jobs.jobs.filter((job) => job.user_id === sandbox.db().accounts.users[0].id);

// The job form is the delivery address's form and more: antd renders it slowly in jsdom on a busy machine.
describe('Account → Jobs', { timeout: 60_000 }, () => {
  it('lists each job with its status, area, line count and total today', async () => {
    const { store } = await signedInStore();
    renderWithStore(<JobsView initialJobs={await fetchJobs()} />, store);
    const rows = within(screen.getByRole('table', { name: 'Your jobs' })).getAllByRole('row').slice(1);
    const miller = sandbox.db().jobs.jobs.find((job) => job.id === MILLER_KITCHEN)!;
    const total = miller.lines.reduce((sum, line) => sum + priceToday(line.products_id, line.price_id) * line.count, 0);
    expect(rows.map(cellTexts)).toEqual([
      ['Miller kitchen', 'Planned', '45 m²', '3 lines', money(total)],
      ['Harbor Street loft', 'Done', '62 m²', '3 lines', expect.stringMatching(/^\$[\d,]+$/)],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Miller kitchen' })).toHaveAttribute('href', `/account/jobs/${MILLER_KITCHEN}`);
  });

  it('says what a job is for on a first visit, checks the form in the contract’s words and creates the job', async () => {
    const { store } = await signedInStore();
    sandbox.db().jobs.jobs = [];
    const { user } = renderWithStore(<JobsView initialJobs={await fetchJobs()} />, store);
    expect(screen.getByRole('heading', { name: 'Plan your work as jobs' })).toBeVisible();
    expect(screen.getByText(/A job is one site’s work/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create your first job' }));
    // The form's code loads when it is asked for.
    const form = await screen.findByRole('form', { name: 'New job' }, SERVER_WAIT);

    await user.click(within(form).getByRole('button', { name: 'Create job' }));
    expect(await within(form).findByText('Name is required')).toBeVisible();
    await fill(user, input('Floor area (m²)'), '45,5');
    await fill(user, input('Coats (1 to 5)'), '7');
    await fill(user, input('Street address'), '27 Orchard Road');
    await user.click(within(form).getByRole('button', { name: 'Create job' }));
    expect(await within(form).findByText('Floor area must be a number greater than 0')).toBeVisible();
    expect(within(form).getByText('Coats must be a whole number from 1 to 5')).toBeVisible();
    // A site once begun is checked as the delivery address is.
    expect(within(form).getByText('City is required')).toBeVisible();
    await fill(user, input('Floor area (m²)'), '20000');
    await user.tab();
    expect(await within(form).findByText('Floor area must be at most 10000 m²')).toBeVisible();

    await fill(user, input('Job name'), '  Miller   kitchen ');
    await fill(user, input('Floor area (m²)'), '45');
    await fill(user, input('Coats (1 to 5)'), '2');
    await user.clear(input('Street address'));
    await user.click(within(form).getByRole('radio', { name: 'Average (oak)' }));
    await user.click(within(form).getByRole('button', { name: 'Create job' }));
    const row = await screen.findByRole('row', { name: /Miller kitchen/ }, SERVER_WAIT);
    expect(cellTexts(row)).toEqual(['Miller kitchen', 'Planned', '45 m²', '0 lines', '$0']);
    expect(jobsOfDemo()).toMatchObject([{ name: 'Miller kitchen', area: 45, area_unit: 'm2', porosity: 'average', coats: 2, site: null, status: 'planned' }]);
  });

  it('shows the dashboard’s answer on the field it is about', async () => {
    const { store } = await signedInStore();
    const { user } = renderWithStore(<JobsView initialJobs={await fetchJobs()} />, store);
    await user.click(screen.getByRole('button', { name: 'New job' }));
    await screen.findByRole('form', { name: 'New job' }, SERVER_WAIT);
    await fill(user, input('Job name'), 'MILLER KITCHEN');
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('You already have a job with this name.', {}, SERVER_WAIT)).toBeVisible();
    expect(jobsOfDemo()).toHaveLength(2);
  });
});

describe('a job’s page', { timeout: 60_000 }, () => {
  const lineRow = (name: RegExp) => screen.getByRole('row', { name });

  it('lists each line with its price today and the job’s total, and changes a count or removes a line', async () => {
    const { store, job } = await signedInWithJob();
    const { user } = renderWithStore(<JobView initialJob={job} />, store);
    const [large, small, pads] = job.lines;
    const unit = priceToday(large.products_id, large.price_id);
    const total = (lines: typeof job.lines) => money(lines.reduce((sum, line) => sum + (line.price ?? 0) * line.count, 0));
    const totalShown = () => screen.getByText('Total today', { selector: 'dt' }).nextElementSibling?.textContent;
    expect(cellTexts(lineRow(/2\.5 L/)).slice(4, 6)).toEqual([money(unit), money(unit)]);
    expect(totalShown()).toBe(total(job.lines));

    await user.selectOptions(screen.getByRole('combobox', { name: `Quantity of ${large.product_title}, Matte, 2.5 L` }), '3');
    await waitFor(() => expect(totalShown()).toBe(total([{ ...large, count: 3 }, small, pads])), SERVER_WAIT);
    expect(cellTexts(lineRow(/2\.5 L/)).slice(4, 6)).toEqual([money(unit), money(unit * 3)]);
    expect(sandbox.db().jobs.jobs.find((j) => j.id === job.id)!.lines[0].count).toBe(3);

    await user.click(screen.getByRole('button', { name: `Remove ${pads.product_title}, ${pads.tag_name}, ${pads.type_name}` }));
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(pads.product_title) })).not.toBeInTheDocument(), SERVER_WAIT);
    expect(totalShown()).toBe(total([{ ...large, count: 3 }, small]));
    expect(sandbox.db().jobs.jobs.find((j) => j.id === job.id)!.lines).toHaveLength(2);
  });

  it('says why a count change failed and keeps the count', async () => {
    const { store, job } = await signedInWithJob();
    server.use(http.post(`${BROWSER_ORIGIN}/api/jobs/lines/update`, () => Response.json({ message: 'This line is no longer in the job.' }, { status: 404 })));
    const { user } = renderWithStore(<JobView initialJob={job} />, store);
    const count = screen.getAllByRole('combobox', { name: /^Quantity of / })[0];
    await user.selectOptions(count, '5');
    expect(await screen.findByRole('alert')).toHaveTextContent('This line is no longer in the job.');
    expect(count).toHaveValue('1');
  });

  it('shows the details as text, opens their form on “Edit details” with focus in it, saves, and marks the job done', async () => {
    const { store, job } = await signedInWithJob();
    const { user } = renderWithStore(<JobView initialJob={job} />, store);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Average (oak)')).toBeVisible();
    expect(within(details).getByText('27 Orchard Road')).toBeVisible();
    expect(within(details).queryByRole('form')).not.toBeInTheDocument();
    const edit = within(details).getByRole('button', { name: 'Edit details' });
    await user.click(edit);
    // The form's code loads on the click; it opens with the job's name focused.
    await screen.findByRole('form', { name: 'Job details' }, SERVER_WAIT);
    await waitFor(() => expect(input('Job name')).toHaveFocus());
    await fill(user, input('Job name'), 'Miller kitchen and hall');
    await fill(user, input('Notes'), 'Side door.\nAsk for Laura.');
    await user.click(screen.getByRole('radio', { name: 'ft²' }));
    await fill(user, input('Floor area (ft²)'), '484.38');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Miller kitchen and hall' }, SERVER_WAIT)).toBeVisible();
    expect(sandbox.db().jobs.jobs.find((j) => j.id === job.id)).toMatchObject({
      name: 'Miller kitchen and hall', notes: 'Side door.\nAsk for Laura.', area: 484.38, area_unit: 'ft2', site: { city: 'Beverly', zip: '01915' },
    });
    // Saved, the form closes: the details read as saved and focus is back on the button that opened it.
    expect(screen.queryByRole('form', { name: 'Job details' })).not.toBeInTheDocument();
    expect(within(details).getByText('484.38 ft²')).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Edit details' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument(), SERVER_WAIT);
    // The button goes as the change is sent; the status reads Done once the answer is in.
    expect((await screen.findAllByText('Done', {}, SERVER_WAIT))[0]).toBeVisible();
    expect(sandbox.db().jobs.jobs.find((j) => j.id === job.id)!.status).toBe('done');
  });

  it('deletes only after the confirmation, then goes back to the jobs', async () => {
    const { store, job } = await signedInWithJob();
    // The confirmation is one of the shop's modals, which the layout's modal host shows.
    const { user } = renderWithStore(
      <>
        <JobView initialJob={job} />
        <ModalHost />
      </>,
      store,
    );
    await user.click(screen.getByRole('button', { name: 'Delete job' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('“Miller kitchen”, its products and its crew links will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed, the confirmation hands focus back to the button that opened it.
    expect(screen.getByRole('button', { name: 'Delete job' })).toHaveFocus();
    expect(sandbox.db().jobs.jobs.some((j) => j.id === job.id)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete job' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/account/jobs'), SERVER_WAIT);
    expect(sandbox.db().jobs.jobs.some((j) => j.id === job.id)).toBe(false);
  });
});
