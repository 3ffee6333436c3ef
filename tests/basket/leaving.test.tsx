/**
 * A quantity the customer chose survives leaving the page: the row sends it at once, with
 * keepalive, when the page is hidden or left, whether it was still waiting for the debounce or
 * for an earlier change's answer. A page being left runs nothing later, so the request has to
 * have started by the time the event's listeners return.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { vi } from 'vitest';
import { sandbox, SANDBOX_ORIGIN, server } from '../msw/server';
import { addLine, discountablePrice, OIL_SLUG, productBySlug, renderBasket } from './basket-fixtures';

const user = userEvent.setup();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The quantity changes the page has handed to fetch so far (the real fetch still sends them). */
function quantityFetches() {
  const spy = vi.spyOn(globalThis, 'fetch');
  onTestFinished(() => spy.mockRestore());
  return () =>
    spy.mock.calls.flatMap(([, init]) =>
      init?.body instanceof FormData && init.body.has('count') ? [{ count: init.body.get('count'), keepalive: init.keepalive }] : [],
    );
}

/** Every quantity update the dashboard receives takes `ms` to be applied and answered. */
function slowQuantityUpdates(ms: number) {
  server.use(
    http.post(`${SANDBOX_ORIGIN}/api/basket`, async ({ request }) => {
      if ((await request.clone().text()).includes('name="count"')) await delay(ms);
      return sandbox.app.fetch(request);
    }),
  );
}

async function basketPageWithOil() {
  const oil = await productBySlug(OIL_SLUG);
  await addLine(oil, discountablePrice(oil), 1);
  renderBasket();
  await screen.findByRole('link', { name: oil.title });
  const plus = screen.getByRole('button', { name: `Increase quantity of ${oil.title}` });
  return { oil, plus };
}

/** What a reload shows: the page opened again, reading the basket from the server. */
async function reopenedCount(title: string) {
  cleanup();
  renderBasket();
  return (await screen.findByRole('spinbutton', { name: `Quantity of ${title}` })).getAttribute('aria-valuenow');
}

function hidePage() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  onTestFinished(() => visibility.mockRestore());
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('Leaving the basket page', () => {
  it('sends a change still waiting for the debounce as the page is left, and a reload shows it', async () => {
    const { oil, plus } = await basketPageWithOil();
    const fetches = quantityFetches();
    await user.click(plus);
    await user.click(plus);
    expect(fetches()).toEqual([]);

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    expect(fetches()).toEqual([{ count: '3', keepalive: true }]);

    await pause(300);
    // The debounce was spent by the leaving: the change went once.
    expect(fetches()).toHaveLength(1);
    expect(await reopenedCount(oil.title)).toBe('3');
  });

  it('sends a change still waiting for the debounce at beforeunload, before the browser starts leaving', async () => {
    // Chromium drops many keepalive calls started in pagehide, as the old page is torn down; a
    // reload, a typed address or a closed tab fire beforeunload first, with the page still whole.
    const { oil, plus } = await basketPageWithOil();
    const fetches = quantityFetches();
    // Two presses and the leaving in one run of the page's script: no timer, the debounce's
    // included, can fire in between, however slow the machine.
    act(() => {
      fireEvent.click(plus);
    });
    act(() => {
      fireEvent.click(plus);
    });
    expect(fetches()).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('beforeunload'));
    });
    expect(fetches()).toEqual([{ count: '3', keepalive: true }]);

    // The pagehide that follows finds nothing left to send.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    await pause(300);
    expect(fetches()).toHaveLength(1);
    expect(await reopenedCount(oil.title)).toBe('3');
  });

  it('sends the newest change at once when the page is hidden while an earlier one is on its way', async () => {
    slowQuantityUpdates(300);
    const { oil, plus } = await basketPageWithOil();
    const fetches = quantityFetches();
    await user.click(plus);
    await waitFor(() => expect(fetches()).toEqual([{ count: '2', keepalive: true }]));
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);

    // 2 is not answered yet; 5 would wait for it, and a hidden page may be discarded first.
    act(hidePage);
    expect(fetches()).toEqual([
      { count: '2', keepalive: true },
      { count: '5', keepalive: true },
    ]);

    await waitFor(() => expect(screen.getByRole('listitem')).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    expect(screen.getByRole('spinbutton', { name: `Quantity of ${oil.title}` })).toHaveValue('5');
    expect(fetches()).toHaveLength(2);
    expect(await reopenedCount(oil.title)).toBe('5');
  });

  it('sends nothing on leaving when every change has been sent', async () => {
    const { oil, plus } = await basketPageWithOil();
    const fetches = quantityFetches();
    await user.click(plus);
    await waitFor(() => expect(screen.getByRole('listitem')).toHaveAttribute('aria-busy', 'false'));

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      hidePage();
    });
    expect(fetches()).toEqual([{ count: '2', keepalive: true }]);
    expect(await reopenedCount(oil.title)).toBe('2');
  });
});
