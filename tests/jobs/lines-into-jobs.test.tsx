import { act, screen, within } from '../render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { JobsForBasket } from '@/app/_compose/JobsForBasket';
import { AddToBasketForm } from '@/modules/basket/components/AddToBasketForm';
import CoverageCalculator from '@/modules/basket/components/CoverageCalculator';
import { cheapestMix, containersFor, litresNeeded, rateFor } from '@/modules/basket/coverage';
import { MAX_QUANTITY_MESSAGE } from '@/shared/config/constants';
import { DUPLICATE_NAME_MESSAGE } from '@/modules/jobs/config';
import type { Product } from '@/modules/catalogue/contract';
import { addLinesToJob, fetchJob } from '@/modules/jobs/job-calls';
import { JobLinesButton } from '@/modules/jobs/components/JobLinesButton';
import { sandbox, server } from '../msw/server';
import { DEMO, signedInStore } from '../auth/harness';
import { renderShop, seededProduct } from '../product/harness';
import { dashboardWithoutJobs, MILLER_KITCHEN } from './harness';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const user = userEvent.setup({ delay: null });

/** An oil with coverage by wood (sandbox/src/catalogue/seed-arboris.ts), sold in more than one size of one sheen. */
const oil = () => seededProduct((p) => Boolean(p.coverage?.by_porosity) && (p.coverage?.containers.length ?? 0) > 1);
const demoJobs = () => sandbox.db().jobs.jobs.filter((job) => job.user_id === sandbox.db().accounts.users[0].id);

async function renderSignedIn(ui: React.ReactNode) {
  const { user: customer } = await signedInStore();
  return renderShop(ui, { user: customer });
}

describe('lines into a job: the contract calls', { timeout: 30_000 }, () => {
  it('adds lines one after another, keeps a refused one with the dashboard’s text and adds the rest', async () => {
    await signedInStore();
    const job = await fetchJob(MILLER_KITCHEN);
    const held = job.lines[0];
    const variant = { products_id: held.products_id, price_id: held.price_id, price_type_id: held.price_id, tag_id: held.tag_id, type_id: held.type_id, color_id: held.color_ids };
    const other = job.lines[2];
    const outcome = await addLinesToJob(MILLER_KITCHEN, [
      { fields: { ...variant, count: 10 }, label: 'Too many' },
      { fields: { products_id: other.products_id, price_id: other.price_id, price_type_id: other.price_id, tag_id: other.tag_id, type_id: other.type_id, color_id: other.color_ids, count: 2 }, label: 'Pads' },
    ]);
    expect(outcome.refused).toEqual([{ label: 'Too many', message: MAX_QUANTITY_MESSAGE }]);
    expect(outcome.added).toEqual([{ label: 'Pads', count: 2 }]);
    expect(outcome.job?.lines.find((line) => line.id === other.id)?.count).toBe(other.count + 2);
    expect(outcome.job?.lines.find((line) => line.id === held.id)?.count).toBe(held.count);
  });
});

describe('Add to job on the product page', { timeout: 60_000 }, () => {
  it('puts the chosen variant and count into a job made on the spot by name, and refuses a name already used', async () => {
    const product = oil();
    await renderSignedIn(<JobsForBasket><AddToBasketForm product={product} returnTo={`/product/${product.slug}`} /></JobsForBasket>);
    await user.click(await screen.findByRole('button', { name: 'Add to job' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to job' }, { timeout: 10_000 });
    const choice = await within(dialog).findByRole('combobox', { name: 'Job' }, { timeout: 10_000 });
    // The open job comes first; a done one is still there to choose.
    expect(choice).toHaveValue(String(MILLER_KITCHEN));
    await user.selectOptions(choice, 'A new job…');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the new job' }), 'miller KITCHEN');
    await user.click(within(dialog).getByRole('button', { name: 'Make the job and add' }));
    expect(await within(dialog).findByText(DUPLICATE_NAME_MESSAGE, {}, { timeout: 10_000 })).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name of the new job' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the new job' }), '  Ortiz   hallway ');
    await user.click(within(dialog).getByRole('button', { name: 'Make the job and add' }));
    expect(await within(dialog).findByRole('link', { name: 'Open the job' }, { timeout: 10_000 })).toBeVisible();
    // The outcome counts what went in, each line with its count.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Added to Ortiz hallway: 1 line.');
    expect(within(within(dialog).getByRole('list', { name: 'Added to the job' })).getByRole('listitem')).toHaveTextContent(/^1 × /);
    const made = demoJobs().find((job) => job.name === 'Ortiz hallway')!;
    const cheapest = product.price_type_data.reduce((a, b) => (b.type_price < a.type_price ? b : a));
    expect(made.lines.map(({ products_id, price_id, count }) => ({ products_id, price_id, count }))).toEqual([
      { products_id: product.id, price_id: cheapest.id, count: 1 },
    ]);
    expect(within(dialog).getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', `/account/jobs/${made.id}`);
  });

  it('is not offered to a visitor, nor on a dashboard without jobs', async () => {
    const product = oil();
    const visitor = renderShop(<JobsForBasket><AddToBasketForm product={product} returnTo="/" /></JobsForBasket>);
    await screen.findByRole('button', { name: 'Add to basket' });
    expect(screen.queryByRole('button', { name: 'Add to job' })).not.toBeInTheDocument();
    visitor.unmount();

    await dashboardWithoutJobs(DEMO.email);
    const jobsAnswer = new Promise<number>((resolve) => {
      const listener = ({ request, response }: { request: Request; response: Response }) => {
        if (new URL(request.url).pathname === '/api/jobs') resolve(response.status);
      };
      server.events.on('response:mocked', listener);
      onTestFinished(() => server.events.removeListener('response:mocked', listener));
    });
    await renderSignedIn(
      <>
        <JobsForBasket><AddToBasketForm product={product} returnTo="/" /></JobsForBasket>
        <JobLinesButton title="Save as a job" lines={[{ fields: { products_id: 1, price_id: 1, price_type_id: 1, tag_id: 1, type_id: 1, color_id: [1], count: 1 }, label: 'x' }]} />
      </>,
    );
    // GET /jobs has answered 404 before anything is looked for.
    expect(await jobsAnswer).toBe(404);
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Add to job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as a job' })).not.toBeInTheDocument();
  });
});

describe('the coverage calculator for a job', { timeout: 60_000 }, () => {
  it('fills in the job’s area, coats and wood (45 m², two coats), works out the cheapest mix and adds it to that job in one action', async () => {
    const product: Product = oil();
    const tagId = product.price_type_data[0].tag_id;
    await renderSignedIn(
      <JobsForBasket><CoverageCalculator productId={product.id} productTitle={product.title} coverage={product.coverage!} prices={product.price_type_data} tagId={tagId} colorIds={[1]} /></JobsForBasket>,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'For a job' }, { timeout: 10_000 }), 'Miller kitchen');
    expect(screen.getByRole('spinbutton', { name: 'Floor area (m²)' })).toHaveValue(45);
    expect(screen.getByRole('spinbutton', { name: 'Coats' })).toHaveValue(2);
    expect(screen.getByRole('radio', { name: /Average/ })).toBeChecked();

    const litres = litresNeeded(45, 2, rateFor(product.coverage!, 'average'));
    const mix = cheapestMix(litres.rounded, containersFor(product.coverage!, product.price_type_data, tagId))!;
    expect(screen.getByText(`You need ${litres.rounded} L`)).toBeVisible();
    const before = await fetchJob(MILLER_KITCHEN);

    await user.click(screen.getByRole('button', { name: /^Add .* to job$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to job' }, { timeout: 10_000 });
    expect(await within(dialog).findByRole('combobox', { name: 'Job' }, { timeout: 10_000 })).toHaveValue(String(MILLER_KITCHEN));
    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));
    await within(dialog).findByRole('link', { name: 'Open the job' }, { timeout: 10_000 });

    const after = await fetchJob(MILLER_KITCHEN);
    for (const { container, count } of mix.lines) {
      const was = before.lines.find((line) => line.price_id === container.price.id && line.products_id === product.id)?.count ?? 0;
      expect(after.lines.find((line) => line.price_id === container.price.id && line.products_id === product.id)?.count).toBe(was + count);
    }
  });

  it('makes a new job with the calculator’s floor when none is chosen', async () => {
    const product: Product = oil();
    await renderSignedIn(
      <JobsForBasket><CoverageCalculator productId={product.id} productTitle={product.title} coverage={product.coverage!} prices={product.price_type_data} tagId={product.price_type_data[0].tag_id} colorIds={[1]} /></JobsForBasket>,
    );
    await screen.findByRole('combobox', { name: 'For a job' }, { timeout: 10_000 });
    await user.type(screen.getByRole('spinbutton', { name: 'Floor area (m²)' }), '45');
    await user.click(screen.getByRole('button', { name: /^Add .* to job$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to job' }, { timeout: 10_000 });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Job' }, { timeout: 10_000 }), 'A new job…');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the new job' }), 'Oak stairs');
    await user.click(within(dialog).getByRole('button', { name: 'Make the job and add' }));
    await within(dialog).findByRole('link', { name: 'Open the job' }, { timeout: 10_000 });
    const made = demoJobs().find((job) => job.name === 'Oak stairs')!;
    expect({ area: made.area, area_unit: made.area_unit, coats: made.coats, porosity: made.porosity }).toEqual({ area: 45, area_unit: 'm2', coats: 2, porosity: 'average' });
    expect(made.lines.length).toBeGreaterThan(0);
  });
});
