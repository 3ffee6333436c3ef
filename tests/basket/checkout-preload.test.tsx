/**
 * The checkout's code is fetched while the basket page is idle: not before the main thread is idle,
 * never on Save-Data or 2G, and only for a customer who can check out.
 */
import { MESSAGES } from '@/app/_i18n/messages';
import { render, screen } from '../render';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPreload, loadCheckout } from '@/app/_modals/CheckoutPreload';
import { preloadable } from '@/app/_modals/preloadable';
import { useIdlePreload } from '@/app/_modals/use-idle-preload';
import { basketReceived } from '@/modules/basket/basket-slice';
import { makeStore } from '@/shared/store/store';
import { signedInStore } from '../auth/harness';
import { addLine, discountablePrice, OIL_SLUG, productBySlug } from './basket-fixtures';

/** The browser's idle queue, run by hand: tasks wait until the test says the main thread is idle. */
let idleTasks = new Map<number, () => void>();
let nextId = 1;
const runIdleTasks = () => {
  const tasks = [...idleTasks.values()];
  idleTasks.clear();
  for (const task of tasks) task();
};

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  idleTasks = new Map();
  window.requestIdleCallback = ((task: () => void) => {
    idleTasks.set(nextId, task);
    return nextId++;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (id: number) => void idleTasks.delete(id);
  setConnection({ saveData: false, effectiveType: '4g' });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  Reflect.deleteProperty(navigator, 'connection');
});

function Preloader({ load, enabled = true }: { load: () => Promise<unknown>; enabled?: boolean }) {
  useIdlePreload(load, enabled);
  return null;
}

describe('useIdlePreload', () => {
  it('loads once the main thread is idle, not before', () => {
    const load = vi.fn(async () => undefined);
    render(<Preloader load={load} />);
    expect(load).not.toHaveBeenCalled();
    runIdleTasks();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to finish loading before it asks for idle time', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const load = vi.fn(async () => undefined);
    render(<Preloader load={load} />);
    expect(idleTasks).toHaveProperty('size', 0);
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    runIdleTasks();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2G connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('loads nothing on %s', (_, connection) => {
    setConnection(connection);
    const load = vi.fn(async () => undefined);
    render(<Preloader load={load} />);
    runIdleTasks();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads where the browser has no Network Information API', () => {
    setConnection(undefined);
    const load = vi.fn(async () => undefined);
    render(<Preloader load={load} />);
    runIdleTasks();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the page is left before it was idle', () => {
    const load = vi.fn(async () => undefined);
    const { unmount } = render(<Preloader load={load} />);
    unmount();
    runIdleTasks();
    expect(load).not.toHaveBeenCalled();
  });

  it('survives a failed load (the real open retries it)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    render(<Preloader load={load} />);
    runIdleTasks();
    await expect(load.mock.results[0].value).rejects.toThrow('ChunkLoadError');
  });
});

describe('CheckoutPreload on the basket page', () => {
  const renderPreload = (store: ReturnType<typeof makeStore>) =>
    render(
      <Provider store={store}>
        <CheckoutPreload />
      </Provider>,
    );

  it('asks for nothing while the visitor is not signed in', async () => {
    const oil = await productBySlug(OIL_SLUG);
    const store = makeStore();
    store.dispatch(basketReceived(await addLine(oil, discountablePrice(oil), 1)));
    renderPreload(store);
    expect(idleTasks).toHaveProperty('size', 0);
  });

  it('asks for nothing while the signed-in customer’s basket is empty', async () => {
    const { store } = await signedInStore();
    renderPreload(store);
    expect(idleTasks).toHaveProperty('size', 0);
  });

  it('asks for idle time once the customer can check out', async () => {
    const { store } = await signedInStore();
    const oil = await productBySlug(OIL_SLUG);
    store.dispatch(basketReceived(await addLine(oil, discountablePrice(oil), 1)));
    renderPreload(store);
    expect(idleTasks).toHaveProperty('size', 1);
  });

  it('fetches the modals and renders the address modal out of sight (nothing reaches the page)', async () => {
    const { store } = await signedInStore();
    const release = await loadCheckout(store, { locale: 'en', messages: MESSAGES.en });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.querySelector('form')).toBeNull();
    release();
  });
});

describe('preloadable', () => {
  const greeting = () => preloadable(async () => ({ Greeting: () => <p>Delivery</p> }), (module) => module.Greeting);

  it('renders in the very pass that mounts it once preloaded (no fallback, no wait)', async () => {
    const Greeting = greeting();
    await Greeting.preload();
    render(<Greeting />);
    expect(screen.getByText('Delivery')).toBeInTheDocument();
  });

  it('loads on first render when nobody preloaded it', async () => {
    const Greeting = greeting();
    render(<Greeting />);
    expect(screen.queryByText('Delivery')).toBeNull();
    expect(await screen.findByText('Delivery')).toBeInTheDocument();
  });
});
