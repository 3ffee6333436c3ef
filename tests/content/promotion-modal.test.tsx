import { render, screen, waitFor, within } from '../render';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ModalRoot } from '@/app/_modals/ModalRoot';
import { PromotionGate } from '@/modules/promotions/components/PromotionGate';
import { isPromotionSnoozed, PROMOTION_SNOOZE_KEY } from '@/modules/promotions/snooze';
import { makeStore } from '@/shared/store/store';
import { sandbox } from '../msw/server';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), usePathname: () => '/' }));

const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
const promotion = () => sandbox.db().catalogue.promotion;

function renderGate() {
  const store = makeStore({});
  render(
    <Provider store={store}>
      <PromotionGate promotion={promotion()} />
      <ModalRoot />
    </Provider>,
  );
  return store;
}

afterEach(() => vi.useRealTimers());

describe('holiday promotion', { timeout: 30_000 }, () => {
  it('opens in its window with the offer and countdown; closing it snoozes it for 10 minutes', async () => {
    vi.useFakeTimers({ now: new Date('2024-12-30T12:00:00Z'), shouldAdvanceTime: true });
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Holiday promotion' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('25% off curing lights and 15% off additional oils with 5 litres of clear oil.');
    expect(dialog).toHaveTextContent('Not applied to taxes, shipping or handling.');
    expect(dialog).toHaveTextContent('Ends January 8, 2025');
    expect(dialog).toHaveTextContent('Remaining 9 days');

    await user.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Number(localStorage.getItem(PROMOTION_SNOOZE_KEY)) - Date.parse('2024-12-30T12:00:00Z')).toBeGreaterThanOrEqual(10 * 60 * 1000);
    expect(isPromotionSnoozed()).toBe(true);
  });

  it('stays away while snoozed and out of its window', async () => {
    vi.useFakeTimers({ now: new Date('2024-12-30T12:00:00Z'), shouldAdvanceTime: true });
    localStorage.setItem(PROMOTION_SNOOZE_KEY, String(Date.now() + 60_000));
    const snoozed = renderGate();
    expect(snoozed.getState().modal.open).toBeNull();

    vi.setSystemTime(new Date('2025-01-09T00:00:01Z'));
    localStorage.clear();
    const after = renderGate();
    expect(after.getState().modal.open).toBeNull();
  });
});
