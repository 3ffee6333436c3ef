import { http, HttpResponse } from 'msw';
import type { BasketAnswer } from '@/modules/basket/contract';
import type { SessionUserAnswer } from '@/modules/accounts/contract';
import { newChange, sendWaiting, waitingChanges } from '@/modules/offline/change-queue';
import { ownerOf, VISITOR } from '@/modules/offline/owner';
import { sendChange } from '@/modules/offline/send-change';
import { sendQueued } from '@/modules/offline/send-queued';
import { NEEDS_SIGNAL_MESSAGE, SIGN_OUT_NEEDS_SIGNAL } from '@/modules/offline/use-online';
import { signInSendingWaiting } from '@/modules/accounts/sign-in';
import { signOutAndReset } from '@/modules/accounts/sign-out';
import { makeStore } from '@/shared/store/store';
import { signedIn } from '@/modules/session/auth-slice';
import { DEMO, mailedToken } from '../auth/harness';
import { memoryStore, queue, variantPairs } from './queue-helpers';
import { BROWSER_ORIGIN, server } from '../msw/server';

/** One tablet, several people (docs/offline.md): what one leaves waiting is theirs alone. */

const OIL = 'nordwood-pure-led-hardwax-oil';
const OTHER = { email: 'second-customer@example.com', password: 'Second-pass-1' };

const post = async <T>(path: string, fields: Record<string, string> = {}) =>
  (await (await fetch(`${BROWSER_ORIGIN}/api/${path}`, { method: 'POST', body: new URLSearchParams(fields) })).json()) as T;

const basketCounts = async () => (await post<BasketAnswer>('basket')).basket.data.map((line) => line.count);
const signIn = async (who: { email: string; password: string }) => (await post<SessionUserAnswer>('user/login', who)).user;
const signOut = (id: number) => post('user/logout', { id: String(id) });

async function createOther() {
  await post('user/create', { first_name: 'Robin', last_name: 'Second', ...OTHER });
  await post('user/confirm-email', { token: await mailedToken(OTHER.email, 'confirm-email') });
}

const addOil = async (count: number, owner = VISITOR) => newChange('add', '/basket/data', [...(await variantPairs(OIL)), ['count', String(count)]], `Oil × ${count}`, {}, undefined, owner);

beforeEach(async () => {
  await fetch(`${BROWSER_ORIGIN}/api/default/session`);
});

describe('changes waiting on a shared device', () => {
  it("sends a customer's change only under that customer: not as the visitor after their sign-in ends, not under the next customer; it waits for them", async () => {
    await createOther();
    const a = await signIn(DEMO);
    const store = memoryStore();
    await queue(store, await addOil(2, ownerOf(a)));

    // A's sign-in ends (signed out elsewhere, expired): the device is a visitor's now.
    await signOut(a.id);
    expect((await sendQueued(VISITOR, store)).made).toEqual([]);
    expect(await basketCounts()).toEqual([]);

    // B signs in on the same browser: A's add is neither sent into B's basket nor shown to B.
    const b = await signIn(OTHER);
    expect((await sendQueued(ownerOf(b), store)).made).toEqual([]);
    expect(await basketCounts()).toEqual([]);
    expect(await waitingChanges(store, ownerOf(b))).toEqual([]);
    await signOut(b.id);

    // A comes back: the add is there for A, and made once in A's basket.
    await signIn(DEMO);
    expect((await waitingChanges(store, ownerOf(a))).map((change) => change.label)).toEqual(['Oil × 2']);
    expect((await sendQueued(ownerOf(a), store)).made).toHaveLength(1);
    expect(await basketCounts()).toEqual([2]);
    expect(await store.all()).toEqual([]);
  });

  it("makes a visitor's add once when they sign in, even when its first answer was lost: it goes as the visitor first", async () => {
    const store = memoryStore();
    await queue(store, await addOil(3));
    // The dashboard makes the add in the visitor's basket; the answer never reaches the device.
    const lost = await sendWaiting(store, async (change) => (await sendChange(change), { unanswered: true }), VISITOR);
    expect(lost.made).toEqual([]);

    const customer = await signInSendingWaiting({ ...DEMO, rememberMe: false }, VISITOR, store);
    // The next load with signal sends what waits for the one signed in now.
    await sendQueued(ownerOf(customer), store);
    expect(await basketCounts()).toEqual([3]);
    expect(await store.all()).toEqual([]);
  });

  it("does not sign in while a visitor's change has no answer: it says sign-in needs a signal, and the change still waits", async () => {
    const store = memoryStore();
    await queue(store, await addOil(1));
    server.use(http.post(`${BROWSER_ORIGIN}/api/basket/data`, () => HttpResponse.error()));
    await expect(signInSendingWaiting({ ...DEMO, rememberMe: false }, VISITOR, store)).rejects.toThrow(NEEDS_SIGNAL_MESSAGE);
    expect((await post<{ user?: unknown }>('user/user-get')).user).toBeUndefined();
    expect(await waitingChanges(store, VISITOR)).toHaveLength(1);
  });
});

describe('signing out on a shared device', () => {
  it('with no signal, says it needs one and leaves the customer signed in (the door alone can clear the sign-in)', async () => {
    const customer = await signIn(DEMO);
    const store = makeStore();
    store.dispatch(signedIn(customer));
    server.use(http.post(`${BROWSER_ORIGIN}/api/user/logout`, () => HttpResponse.error()));
    await expect(signOutAndReset(customer.id, store.dispatch)).rejects.toThrow(SIGN_OUT_NEEDS_SIGNAL);
    expect(store.getState().auth.user?.id).toBe(customer.id);
    expect((await post<{ user?: { id: number } }>('user/user-get')).user?.id).toBe(customer.id);
  });

  it('with signal, signs out at the door as well as on the page', async () => {
    const customer = await signIn(DEMO);
    const store = makeStore();
    store.dispatch(signedIn(customer));
    await signOutAndReset(customer.id, store.dispatch);
    expect(store.getState().auth.user).toBeNull();
    expect((await post<{ user?: unknown }>('user/user-get')).user).toBeUndefined();
  });
});
