/**
 * No count goes back (docs/architecture.md §1, the door's count order): a quantity write sets an
 * absolute count, and a page being left sends the newest count beside one still on its way. Here
 * the earlier write is held, at the dashboard or before the door, until the newest has been made,
 * and only then let go: the dashboard must still end with the newest count.
 */
import { act, screen, waitFor } from '../render';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { addLine, discountablePrice, OIL_SLUG, productBySlug, renderBasket } from './basket-fixtures';
import { dashboardCount, holdAtTheDashboard, holdBeforeTheDoor, type HeldWrite } from './held-writes';

const user = userEvent.setup();

function hidePage() {
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  onTestFinished(() => visibility.mockRestore());
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The customer raises the line to 2 (sent, then held), then to 5 and hides the page: 5 goes at once. */
async function raiseAndLeave({ made, release, isHolding }: HeldWrite) {
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
    const held = holdAtTheDashboard();
    await raiseAndLeave(held);
    const { made } = held;
    expect(made().slice(0, 2)).toEqual(['5', '2']);
    expect(await dashboardCount()).toBe(5);
  });

  it('keeps the newest count when the earlier write reaches the door after it', async () => {
    const held = holdBeforeTheDoor();
    await raiseAndLeave(held);
    const { made } = held;
    expect(made()).toEqual(['5', '2']);
    expect(await dashboardCount()).toBe(5);
  });
});
