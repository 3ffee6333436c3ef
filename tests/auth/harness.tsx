import { render } from '../render';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { api, toForm } from '@/shared/api/client';
import type { SessionUserAnswer } from '@/modules/accounts/contract';
import type { Locale } from '@/shared/i18n/locales';
import { makeStore } from '@/shared/store/store';
import { signedIn } from '@/modules/session/auth-slice';
import { AntdProvider } from '@/shared/ui/antd/AntdProvider';
import { SANDBOX_ORIGIN } from '../msw/server';

/** Answers that go through the sandbox hash passwords with scrypt: slow on a busy machine. */
export const SERVER_WAIT = { timeout: 10_000 };

export const DEMO = { email: 'customer@example.com', password: 'Sandbox-pass-1' };

export const router = { replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn(), prefetch: vi.fn() };

export function renderWithStore(ui: ReactElement, store = makeStore(), locale: Locale = 'en') {
  render(
    <Provider store={store}>
      <AntdProvider>{ui}</AntdProvider>
    </Provider>,
    { locale },
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

/** Click into the field and paste: one input event instead of one per key keeps the suite quick. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Signs the demo customer in through the door and returns a store that knows it. */
export async function signedInStore() {
  const { data } = await api.post<SessionUserAnswer>('/user/login', toForm({ ...DEMO, rememberMe: true }));
  const store = makeStore();
  store.dispatch(signedIn(data.user));
  return { store, user: data.user };
}

interface Mail {
  to: string;
  meta: { kind: string; token: string };
}

/** The newest mailed token of a kind for an address, from the sandbox outbox. */
export async function mailedToken(to: string, kind: 'confirm-email' | 'reset-password'): Promise<string> {
  const { mails } = (await (await fetch(`${SANDBOX_ORIGIN}/__sandbox/outbox`)).json()) as { mails: Mail[] };
  const token = mails.filter((mail) => mail.to === to && mail.meta.kind === kind).at(-1)?.meta.token;
  if (!token) throw new Error(`No ${kind} mail to ${to}`);
  return token;
}
