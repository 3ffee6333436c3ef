/**
 * No count goes back (docs/architecture.md §1, the door's count order): a quantity write sets an
 * absolute count, and a page being left sends the newest count beside one still on its way. Here
 * the earlier write is held, at the dashboard or before the door, until the newest has been made,
 * and only then let go: the dashboard must still end with the newest count.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { vi } from 'vitest';
import { door } from '@/server/door/door';
import { SESSION_COOKIE } from '@/shared/api/cookie-names';
import type { BasketAnswer } from '@/shared/contract/basket';
import { BROWSER_ORIGIN, cookieJar, sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { addLine, discountablePrice, OIL_SLUG, productBySlug, renderBasket } from './basket-fixtures';

const user = userEvent.setup();

const countOf = async (request: Request) => {
  const type = request.headers.get('content-type') ?? '';
  if (!/multipart|urlencoded/.test(type)) return null;
  return (await request.clone().formData()).get('count');
};

/**
 * Holds the first quantity write that reaches `origin` until `release` is called; `made` lists the
 * counts in the order their answers left the handler.
 */
function holdFirstWrite(origin: string, pass: (request: Request) => Promise<Response>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const made: string[] = [];
  let held = false;
  server.use(
    http.post(`${origin}/api/basket`, async ({ request }) => {
      const count = await countOf(request);
      if (count !== null && !held) {
        held = true;
        await released;
      }
      const answer = await pass(request);
      if (count !== null) made.push(String(count));
      return answer;
    }),
  );
  return { release, made: () => made, isHolding: () => held };
}

/** The basket as the dashboard holds it for this browser's visitor session. */
async function dashboardCount(): Promise<number> {
  const token = cookieJar.get(SESSION_COOKIE)!.value;
  const answer = await sandbox.app.fetch(new Request(`${SANDBOX_ORIGIN}/api/basket`, { method: 'POST', headers: { 'x-session-token': token } }));
  const { basket } = (await answer.json()) as BasketAnswer;
  return basket.data[0].count;
}

function hidePage() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  onTestFinished(() => visibility.mockRestore());
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The customer raises the line to 2 (sent, then held), then to 5 and hides the page: 5 goes at once. */
async function raiseAndLeave({ made, release, isHolding }: ReturnType<typeof holdFirstWrite>) {
  const oil = await productBySlug(OIL_SLUG);
  await addLine(oil, discountablePrice(oil), 1);
  renderBasket();
  await screen.findByRole('link', { name: oil.title });
  const plus = screen.getByRole('button', { name: `Increase quantity of ${oil.title}` });
  await user.click(plus);
  // 2 goes after the debounce and is held; 5 waits behind it until the page is hidden.
  await waitFor(() => expect(isHolding()).toBe(true));
  await user.click(plus);
  await user.click(plus);
  await user.click(plus);
  act(hidePage);
  await waitFor(() => expect(made()).toContain('5'));
  release();
  await waitFor(() => expect(made()).toContain('2'));
  await waitFor(() => expect(screen.getByRole('listitem')).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
}

describe('Quantity writes landing out of order', () => {
  it('keeps the newest count when the earlier write reaches the dashboard after it', async () => {
    const held = holdFirstWrite(SANDBOX_ORIGIN, async (request) => sandbox.app.fetch(request));
    await raiseAndLeave(held);
    const { made } = held;
    expect(made().slice(0, 2)).toEqual(['5', '2']);
    expect(await dashboardCount()).toBe(5);
  });

  it('keeps the newest count when the earlier write reaches the door after it', async () => {
    const held = holdFirstWrite(BROWSER_ORIGIN, async (request) => {
      const response = await door(cookieJar.attach(request));
      cookieJar.store(response);
      return response;
    });
    await raiseAndLeave(held);
    const { made } = held;
    expect(made()).toEqual(['5', '2']);
    expect(await dashboardCount()).toBe(5);
  });
});
