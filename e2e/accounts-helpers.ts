import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { screenshotStep, settledDialog } from './fixtures';
import { SANDBOX_URL } from './sandbox';

export { settledDialog };

export const freshEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A client address of its own for one test: the door counts abuse limits per client, and every
 * test shares the storefront with the other worker's.
 */
export const ownClient = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}, 203.0.113.${Math.floor(Math.random() * 250) + 1}` });

interface Mail {
  to: string;
  meta?: { kind?: string; token?: string; link?: string };
}

/** The newest mail of this kind to this address, from the sandbox outbox. */
export async function mailedLink(to: string, kind: 'confirm-email' | 'reset-password'): Promise<string> {
  const { mails } = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox`)).json()) as { mails: Mail[] };
  const link = mails.filter((mail) => mail.to === to && mail.meta?.kind === kind).at(-1)?.meta?.link;
  expect(link, `${kind} mail to ${to}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export const shot = (page: Page, testInfo: TestInfo, step: string) => screenshotStep(page, testInfo, 'accounts', step);

/** Opens the header's sign-in modal (the header link opens it once the page is hydrated). */
export async function openSignInModal(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  return settledDialog(page, 'Sign in');
}

export async function fillSignIn(scope: Locator, email: string, password: string, remember = false) {
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await scope.getByLabel('Remember me').check();
  await scope.getByRole('button', { name: 'Sign in' }).click();
}

export const accountButton = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${firstName}\\W*account menu$`) });
