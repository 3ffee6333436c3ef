import { act, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { JobsForBasket } from '@/app/_compose/JobsForBasket';
import { AddToBasketForm } from '@/modules/basket/components/AddToBasketForm';
import { en as jobTexts } from '@/modules/jobs/messages/en';
import { fetchJobs } from '@/modules/jobs/job-calls';
import { jobsSeen, keepJobsSeen } from '@/modules/jobs/jobs-seen';
import { forgetPersonalPages } from '@/modules/offline/forget-personal';
import { ownerOf } from '@/modules/offline/owner';
import { clockTime } from '@/modules/offline/seen-at';
import type { JobSummary } from '@/modules/jobs/contract';
import { modalOpened } from '@/shared/store/modal-slice';
import { signedInStore } from '../auth/harness';
import { BROWSER_ORIGIN, server } from '../msw/server';
import { CUSTOMER, renderShop, seededProduct } from '../product/harness';

/** "Add to job" without signal (docs/offline.md): the jobs as last seen on this device, and a clear word when there are none. */

const user = userEvent.setup({ delay: null });
const product = () => seededProduct((p) => p.price_type_data.length > 0);
const WAIT = { timeout: 10_000 };

/** No signal: nothing the page asks of the shop gets an answer. */
const noSignal = () => server.use(http.all(`${BROWSER_ORIGIN}/api/*`, () => HttpResponse.error()));

/** The demo customer's jobs as the dashboard lists them, read with signal. */
async function demoJobs(): Promise<JobSummary[]> {
  await signedInStore();
  return fetchJobs();
}

describe('the jobs as last seen, for "Add to job" without signal', { timeout: 30_000 }, () => {
  it('keeps the jobs a job control read with signal on the device, for that customer, until they sign out', async () => {
    const names = (await demoJobs()).map((job) => job.name).sort();
    const { user: customer } = await signedInStore();
    const item = product();
    const view = renderShop(<JobsForBasket><AddToBasketForm product={item} returnTo={`/product/${item.slug}`} /></JobsForBasket>, { user: customer });
    await screen.findByRole('button', { name: 'Add to job' }, WAIT);
    expect(jobsSeen(customer.id)?.jobs.map((job) => job.name).sort()).toEqual(names);
    expect(jobsSeen(customer.id + 1)).toBeNull();
    view.unmount();

    await forgetPersonalPages(ownerOf(customer));
    expect(jobsSeen(customer.id)).toBeNull();
  });

  it('offers "Add to job" on a page opened without signal, listing the jobs as last seen and saying when they were seen', async () => {
    const customer = { ...CUSTOMER, id: 4242 };
    const seenAt = new Date(2026, 10, 26, 14, 5).getTime();
    const [first] = await demoJobs();
    keepJobsSeen(customer.id, [first], seenAt);
    noSignal();
    const item = product();
    renderShop(<JobsForBasket><AddToBasketForm product={item} returnTo={`/product/${item.slug}`} /></JobsForBasket>, { user: customer });

    await user.click(await screen.findByRole('button', { name: 'Add to job' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Add to job' }, WAIT);
    const choice = await within(dialog).findByRole('combobox', { name: 'Job' }, WAIT);
    expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual([first.name, 'A new job…']);
    // Shown once the dialog's opening animation is over.
    await waitFor(() => expect(within(dialog).getByText(`Your jobs as last seen at ${clockTime(seenAt)}.`)).toBeVisible(), WAIT);
    expect(clockTime(seenAt)).toBe('14:05');
  });

  it('says so in the dialog when this device has never seen the customer’s jobs, and offers nothing to add to', async () => {
    const customer = { ...CUSTOMER, id: 4343 };
    noSignal();
    const item = product();
    const { store } = renderShop(<JobsForBasket><AddToBasketForm product={item} returnTo={`/product/${item.slug}`} /></JobsForBasket>, { user: customer });
    await act(async () => {
      store.dispatch(
        modalOpened({
          type: 'ADD_TO_JOB',
          props: { title: 'Add to job', lines: [{ fields: { products_id: item.id, price_id: 1, price_type_id: 1, tag_id: 1, type_id: 1, color_id: [1], count: 1 }, label: item.title }] },
        }),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add to job' }, WAIT);
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(jobTexts.client.addToJob.jobsNotSeen);
    expect(within(dialog).queryByRole('combobox', { name: 'Job' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to job' })).toBeDisabled();
  });
});
