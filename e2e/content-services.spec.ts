import { readFile } from 'node:fs/promises';
import { DEMO_CUSTOMER, expect, expectNoA11yViolations, signInThroughApi, test } from './fixtures';
import { contentShot, settledDialog, openSection } from './content-helpers';
import { gotoHydrated } from './journey-helpers';

// Issue 9: a service, its PDF (a real .pdf file), technical data and the Service Request modal.

const SERVICE = 'Curing Machine Rental';

test('a visitor opens a service, downloads its PDF and sends a service request', async ({ page, isMobile }, testInfo) => {
  await gotoHydrated(page, '/');
  await openSection(page, 'Services', isMobile);
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('article')).toHaveCount(5);
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'services', { fullPage: true });

  await page.getByRole('link', { name: SERVICE }).click();
  await expect(page).toHaveURL('/services/led-curing-machine-rental');
  await expect(page.getByRole('heading', { level: 1, name: SERVICE })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Rental days count towards the purchase price');
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'service-detail', { fullPage: true });

  await page.getByRole('button', { name: 'Service PDFs' }).click();
  const pdfs = await settledDialog(page, `Service documents — ${SERVICE}`);
  await expect(pdfs.getByRole('listitem')).toHaveCount(2);
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'service-pdfs');
  const downloadPromise = page.waitForEvent('download');
  await pdfs.getByRole('button', { name: 'Download Rental terms (PDF)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Rental terms.pdf');
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await pdfs.getByRole('button', { name: 'Close' }).click();
  await expect(pdfs).toBeHidden();

  await page.getByRole('button', { name: 'Technical data' }).click();
  const technical = await settledDialog(page, `Technical data — ${SERVICE}`);
  await expect(technical.getByRole('button', { name: 'Download Machine comparison (PDF)' })).toBeVisible();
  await expectNoA11yViolations(page);
  await technical.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Request this service' }).click();
  const request = await settledDialog(page, 'Service Request');
  await expect(request.getByRole('combobox', { name: 'Service' })).toBeVisible();
  await expect(request).toContainText(SERVICE);
  // The open list belongs to the dialog: inside it, not after the page's landmarks, where axe flags it.
  await request.getByRole('combobox', { name: 'Service' }).click();
  await expect(request.locator('.ant-select-dropdown')).toBeVisible();
  await expectNoA11yViolations(page);
  await request.getByRole('combobox', { name: 'Service' }).click();
  await expect(request.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await request.getByLabel('First name').fill('Morgan');
  await request.getByLabel('Last name').fill('Castillo');
  await request.getByLabel('Email').fill('morgan@example.com');
  await request.getByLabel('Description').fill('Two days');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByText('Description must be at least 10 characters')).toBeVisible();
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'service-request-error');

  await request.getByLabel('Description').fill('Two days with the 2000 Pro for a 1,800 sq ft job in Hartford.');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request successfully sent')).toBeVisible();
  await expect(request).toBeHidden();
  await contentShot(page, testInfo, 'service-request-sent');
});

test('a signed-in customer finds the service request filled in with their name and e-mail', { tag: '@desktop-only' }, async ({ page }) => {
  await signInThroughApi(page);
  await gotoHydrated(page, '/services/contractor-certification');
  await page.getByRole('button', { name: 'Request this service' }).click();
  const request = await settledDialog(page, 'Service Request');
  await expect(request.getByLabel('First name')).toHaveValue(DEMO_CUSTOMER.firstName);
  await expect(request.getByLabel('Email')).toHaveValue(DEMO_CUSTOMER.email);
  await expectNoA11yViolations(page);
});

test('an unknown service is a 404', { tag: '@desktop-only' }, async ({ page }) => {
  const response = await page.goto('/services/no-such-service');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
  await expectNoA11yViolations(page);
});
