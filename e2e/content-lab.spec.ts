import { expect, expectNoA11yViolations, test } from './fixtures';
import { contentShot, settledDialog, openSection } from './content-helpers';
import { gotoHydrated } from './journey-helpers';

// Issue 9: the colour lab's custom colour request and the awards page.

test('a visitor picks three colours in the colour lab and sends a Custom Color Request', async ({ page, isMobile }, testInfo) => {
  await gotoHydrated(page, '/');
  await openSection(page, 'Color Lab', isMobile);
  await expect(page).toHaveURL('/color-lab');
  await expect(page.getByRole('heading', { level: 1, name: 'Color Lab' })).toBeVisible();
  await expect(page).toHaveTitle(/Color Lab/);
  await expect(page.getByRole('group', { name: 'Nordwood LED Hardwax Oil' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(24);
  const send = page.getByRole('button', { name: 'Send Custom Color Request' });
  await expect(send).toBeDisabled();
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'color-lab');

  for (const name of ['Walnut', 'Driftwood', 'Nordic White']) await page.getByRole('checkbox', { name: new RegExp(`^${name} `) }).check();
  const tray = page.getByRole('region', { name: 'Picked colours' });
  await expect(tray).toContainText('3 of 6 picked: Walnut, Driftwood, Nordic White');
  await contentShot(page, testInfo, 'color-lab-picked');

  await send.click();
  const request = await settledDialog(page, 'Custom Color Request');
  await expect(request.getByLabel('Description')).toHaveValue(
    'Custom colour request for these 3 colours: Walnut (Browns), Driftwood (Greys), Nordic White (Whites).',
  );
  await expect(request.getByRole('combobox', { name: 'Service' })).toHaveCount(0);
  await request.getByLabel('First name').fill('Robin');
  await request.getByLabel('Last name').fill('Okafor');
  await request.getByLabel('Email').fill('robin@example.com');
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'color-lab-request');
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request successfully sent')).toBeVisible();
  await expect(request).toBeHidden();
});

test('the colour lab holds at most six colours per request', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoHydrated(page, '/color-lab');
  const boxes = page.getByRole('checkbox');
  for (let i = 0; i < 6; i++) await boxes.nth(i).check();
  await expect(page.getByRole('region', { name: 'Picked colours' })).toContainText('6 of 6 picked');
  await expect(boxes.nth(6)).toBeDisabled();
  await boxes.nth(0).uncheck();
  await expect(boxes.nth(6)).toBeEnabled();
});

test('the awards page lists the eleven items, each opening its article in a new tab, and the project photos', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  await gotoHydrated(page, '/awards');
  await expect(page.getByRole('heading', { level: 1, name: 'Awards and press' })).toBeVisible();
  const awards = page.getByRole('main').getByRole('link', { name: /\(opens in a new tab\)$/ });
  await expect(awards).toHaveCount(11);
  await expect(awards.first()).toHaveAttribute('target', '_blank');
  await expect(awards.first()).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'awards', { fullPage: true });

  const photos = page.getByRole('region', { name: 'Projects in pictures' }).getByRole('button');
  await expect(photos).toHaveCount(8);
  await photos.nth(1).click();
  await settledDialog(page, 'Image 2 of 8');
  await expectNoA11yViolations(page);
  await contentShot(page, testInfo, 'awards-gallery');
});
