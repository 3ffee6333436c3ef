import type { Locator, Page } from '@playwright/test';
import { defineFormMatrix, defineModalMatrix, definePageMatrix, expect, gotoHydrated, settledDialog, type FormCase } from './a11y-matrix';

// axe on every page, form and modal in each state a customer can reach (docs/architecture.md §4):
// pages as a visitor, signed in and with a filled basket; forms pristine, with their errors and
// after a server error; modals open. No violation of any impact, at both widths.

const PRODUCT_PATH = '/product/nordwood-tone-led-hardwax-oil';
const STAIN_PATH = '/product/nordwood-led-color-stain';
const SERVICE_PATH = '/services/led-curing-machine-rental';
const SERVICE = 'Curing Machine Rental';
const ANY_PASSWORD = 'Matrix-pass-2';
/** In the holiday promotion's window (the sandbox's seed: 2024-12-16 to 2025-01-08). */
const IN_PROMOTION = new Date('2024-12-20T12:00:00Z');

const textIs = (text: string) => (page: Page) => expect(page.getByText(text)).toBeVisible();

definePageMatrix([
  { path: '/' },
  { path: '/products' },
  { path: '/products?categories=1' },
  { path: PRODUCT_PATH },
  { path: STAIN_PATH },
  { path: '/basket' },
  { path: '/sign-in', who: ['visitor', 'filled basket'] },
  {
    path: '/account',
    who: ['signed in'],
    ready: (page) => expect(page.getByRole('table').or(page.getByText('No payments yet.'))).toBeVisible(),
  },
  { path: '/blog' },
  { path: '/blog?type=project' },
  { path: '/blog/brooklyn-loft-one-day-refinish' },
  { path: '/services' },
  { path: SERVICE_PATH },
  { path: '/color-lab' },
  { path: '/awards' },
  { path: '/search?q=walnut' },
  { path: '/search?q=xylophone' },
  { path: '/order-pad' },
  { path: '/registration-status/someone%40example.com?status=pending' },
  { path: '/confirm-email?token=not-a-real-token', ready: textIs('This confirmation link is invalid or has expired.') },
  { path: '/product/no-such-product-exists', status: 404 },
  { path: '/account/jobs', who: ['signed in'], ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible() },
]);

/** A job of the signed-in customer's own with one line, made through the door; its page opened. */
async function openOwnJob(page: Page) {
  const made = await page.request.post('/api/jobs/create', { form: { name: `Matrix job ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, area: '45', coats: '2' } });
  const { data: job } = (await made.json()) as { data: { id: number } };
  const { data: product } = (await (await page.request.get('/api/products/by-slug?slug=nordwood-pure-led-hardwax-oil')).json()) as {
    data: { id: number; price_type_data: { id: number; tag_id: number; type_id: number }[] };
  };
  const [price] = product.price_type_data;
  await page.request.post('/api/jobs/lines/add', { form: { job_id: job.id, products_id: product.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, count: 2 } });
  await gotoHydrated(page, `/account/jobs/${job.id}`);
}

async function headerSignIn(page: Page, path = '/') {
  await gotoHydrated(page, path);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  return settledDialog(page, 'Sign in');
}

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
}

const contactFields = { 'First name': 'Mira', 'Last name': 'Matrix', Email: 'mira@example.com', Description: 'Two days with the 2000 Pro for a 1,800 sq ft job.' };

const FORMS: FormCase[] = [
  {
    name: 'sign-in page',
    who: 'visitor',
    open: async (page) => {
      await gotoHydrated(page, '/sign-in');
      return page.getByRole('form', { name: 'Sign in' });
    },
    submit: 'Sign in',
    valid: (scope) => fill(scope, { Email: 'mira@example.com', Password: ANY_PASSWORD }),
    endpoint: '/user/login',
  },
  {
    name: 'sign-in modal',
    who: 'filled basket',
    open: (page) => headerSignIn(page),
    submit: 'Sign in',
    valid: (scope) => fill(scope, { Email: 'mira@example.com', Password: ANY_PASSWORD }),
    endpoint: '/user/login',
  },
  {
    name: 'forgot-password',
    who: 'visitor',
    open: async (page) => {
      const signIn = await headerSignIn(page, '/products');
      await signIn.getByRole('button', { name: 'Forgot password?' }).click();
      return settledDialog(page, 'Forgot password');
    },
    submit: 'Send reset link',
    valid: (scope) => fill(scope, { Email: 'mira@example.com' }),
    endpoint: '/user/forgot-password',
  },
  {
    name: 'sign-up',
    who: 'visitor',
    open: async (page) => {
      const signIn = await headerSignIn(page, '/blog');
      await signIn.getByRole('button', { name: 'Create an account' }).click();
      return settledDialog(page, 'Create an account');
    },
    submit: 'Create account',
    valid: (scope) =>
      fill(scope, { 'First name': 'Mira', 'Last name': 'Matrix', Email: 'mira@example.com', Password: ANY_PASSWORD, 'Confirm password': ANY_PASSWORD }),
    endpoint: '/user/create',
  },
  {
    name: 'reset-password',
    who: 'visitor',
    open: async (page) => {
      await gotoHydrated(page, '/reset-password?token=not-a-real-token');
      return settledDialog(page, 'Choose a new password');
    },
    submit: 'Save new password',
    invalid: (scope) => fill(scope, { Password: 'short', 'Verify password': 'other' }),
    valid: (scope) => fill(scope, { Password: ANY_PASSWORD, 'Verify password': ANY_PASSWORD }),
    endpoint: '/user/new-password',
  },
  {
    name: 'change-password',
    who: 'signed in',
    open: async (page) => {
      await gotoHydrated(page, '/account');
      await page.getByRole('button', { name: 'Change password' }).click();
      return settledDialog(page, 'Change password');
    },
    submit: 'Change password',
    valid: (scope) => fill(scope, { 'Current password': ANY_PASSWORD, 'New password': 'Matrix-pass-3', 'Verify password': 'Matrix-pass-3' }),
    endpoint: '/user/change-password',
  },
  {
    name: 'account name',
    who: 'signed in',
    open: async (page) => {
      await gotoHydrated(page, '/account');
      return page.getByRole('form', { name: 'Your name' });
    },
    submit: 'Save name',
    invalid: (scope) => fill(scope, { 'First name': '' }),
    valid: (scope) => fill(scope, { 'First name': 'Miranda', 'Last name': 'Matrix' }),
    endpoint: '/user/names',
  },
  {
    name: 'write-review',
    who: 'signed in',
    open: async (page) => {
      await gotoHydrated(page, PRODUCT_PATH);
      await page.getByRole('button', { name: 'Write a review' }).click();
      return settledDialog(page, 'Write a review');
    },
    submit: 'Publish review',
    valid: async (scope) => {
      await scope.getByRole('radio', { name: '5 stars' }).click();
      await fill(scope, { Title: 'Even cure', Message: 'Cured in one pass under the lamp, no tacky spots.' });
    },
    endpoint: '/reviews/create',
  },
  {
    name: 'custom colour request',
    who: 'visitor',
    open: async (page) => {
      await gotoHydrated(page, STAIN_PATH);
      await page.getByRole('button', { name: 'Custom Color Request' }).click();
      return settledDialog(page, 'Custom Color Request');
    },
    submit: 'Send request',
    valid: (scope) => fill(scope, contactFields),
    endpoint: '/requests',
  },
  {
    name: 'service request',
    who: 'signed in',
    open: async (page) => {
      await gotoHydrated(page, SERVICE_PATH);
      await page.getByRole('button', { name: 'Request this service' }).click();
      const dialog = await settledDialog(page, 'Service Request');
      await expect(dialog).toContainText(SERVICE);
      return dialog;
    },
    submit: 'Send request',
    valid: (scope) => fill(scope, contactFields),
    endpoint: '/requests',
  },
  {
    name: 'newsletter',
    who: 'filled basket',
    open: async (page) => {
      await gotoHydrated(page, '/products');
      await page.getByRole('button', { name: 'Subscribe to our newsletter' }).click();
      return settledDialog(page, 'Subscribe to our newsletter');
    },
    submit: 'Subscribe',
    invalid: (scope) => fill(scope, { Email: 'not-an-email' }),
    valid: (scope) => fill(scope, { Email: 'mira@example.com' }),
    endpoint: '/subscribe',
  },
];

FORMS.push(
  {
    name: 'new job',
    who: 'signed in',
    open: async (page) => {
      await gotoHydrated(page, '/account/jobs');
      await page.getByRole('button', { name: /^(Create your first job|New job)$/ }).click();
      return page.getByRole('form', { name: 'New job' });
    },
    submit: 'Create job',
    valid: (scope) => fill(scope, { 'Job name': `Matrix job ${Date.now()}` }),
    endpoint: '/jobs/create',
  },
  {
    name: 'job details',
    who: 'signed in',
    open: async (page) => {
      await openOwnJob(page);
      await page.getByRole('button', { name: 'Edit details' }).click();
      return page.getByRole('form', { name: 'Job details' });
    },
    submit: 'Save job',
    invalid: (scope) => fill(scope, { 'Job name': '', 'Floor area (m²)': '0' }),
    valid: (scope) => fill(scope, { 'Job name': `Matrix job ${Date.now()}`, 'Floor area (m²)': '45' }),
    endpoint: '/jobs/update',
  },
);

defineFormMatrix(FORMS);

defineModalMatrix([
  {
    name: 'product gallery',
    who: 'visitor',
    open: async (page) => {
      await gotoHydrated(page, PRODUCT_PATH);
      // The static image and the lazily loaded slider carry the same button while they swap.
      await page.getByRole('button', { name: /^Open image 1 of \d+ full screen$/ }).first().click();
      const dialog = await settledDialog(page, /^Image 1 of \d+$/);
      await expect(dialog.getByRole('img').first()).toBeVisible();
    },
  },
  {
    name: 'service documents',
    who: 'visitor',
    open: async (page) => {
      await gotoHydrated(page, SERVICE_PATH);
      await page.getByRole('button', { name: 'Service PDFs' }).click();
      await expect((await settledDialog(page, `Service documents — ${SERVICE}`)).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'technical data',
    who: 'visitor',
    open: async (page) => {
      await gotoHydrated(page, SERVICE_PATH);
      await page.getByRole('button', { name: 'Technical data' }).click();
      await expect((await settledDialog(page, `Technical data — ${SERVICE}`)).getByRole('button', { name: /^Download / }).first()).toBeVisible();
    },
  },
  {
    // Last of the visitor's: the page's clock stays in the promotion's window from here on.
    name: 'holiday promotion',
    who: 'visitor',
    open: async (page) => {
      await page.clock.install({ time: IN_PROMOTION });
      await gotoHydrated(page, '/');
      await settledDialog(page, 'Holiday promotion');
    },
  },
  {
    name: 'account menu',
    who: 'signed in',
    open: async (page) => {
      await gotoHydrated(page, '/');
      await page.getByRole('banner').getByRole('button', { name: /account menu$/ }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    },
  },
  {
    name: 'delete job confirmation',
    who: 'signed in',
    open: async (page) => {
      await openOwnJob(page);
      await page.getByRole('button', { name: 'Delete job' }).click();
      await settledDialog(page, 'Delete this job?');
    },
  },
  {
    name: 'sign-in modal over a filled basket',
    who: 'filled basket',
    open: async (page) => {
      await headerSignIn(page, '/basket');
    },
  },
]);
