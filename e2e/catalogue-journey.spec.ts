import { randomUUID } from 'node:crypto';
import { DEMO_CUSTOMER, expect, screenshotStep, settledDialog, test } from './fixtures';
import { basketLink, gotoHydrated, reloadHydrated, reviewPhoto } from './journey-helpers';

// Issue 4's visitor journey at 1280px and 390px (the two projects): home → category → product →
// variant → basket, the reviews (read, photos, sign-in to write, write with a photo), the
// curing-lights link and an unknown product.

const OIL_LINE = 'Nordwood LED Hardwax Oil';
const PRODUCT = 'Nordwood Tone LED Hardwax Oil';

test('a visitor goes from home to a category and a product, picks sheen, type and colour, and the basket keeps it', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/');
  await expect(basketLink(page)).toHaveAccessibleName('Basket 0 items');
  await screenshotStep(page, testInfo, 'catalogue', '01-home');

  await page.getByRole('main').getByRole('link', { name: OIL_LINE, exact: true }).click();
  await expect(page).toHaveURL('/products?categories=1');
  await expect(page.getByRole('heading', { level: 1, name: OIL_LINE })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: OIL_LINE })).toBeChecked();
  const cards = page.getByRole('list', { name: OIL_LINE }).getByRole('article');
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) await expect(card).toContainText(OIL_LINE);
  await screenshotStep(page, testInfo, 'catalogue', '02-category');

  await cards.getByRole('link', { name: PRODUCT, exact: true }).click();
  await expect(page).toHaveURL('/product/nordwood-tone-led-hardwax-oil');
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await screenshotStep(page, testInfo, 'catalogue', '03-product');

  const form = page.getByRole('form', { name: 'Choose options and add to basket' });
  // The price is the form's output.
  const price = form.locator('output').first();
  await expect(price).toHaveText('$99');
  const sheens = form.getByRole('group', { name: 'Sheens' });
  await expect(sheens.getByRole('radio', { name: 'Matte' })).toBeChecked();
  await sheens.getByRole('radio', { name: 'Satin' }).check();
  await expect(price).toHaveText('$105');
  await form.getByRole('group', { name: 'Type' }).getByRole('radio', { name: '2.5 L' }).check();
  await expect(price).toHaveText('$225');
  const colours = form.getByRole('group', { name: 'Color' });
  await expect(colours.getByRole('radio')).toHaveCount(7);
  await expect(colours.getByRole('radio', { name: 'Custom 6 colors' })).toBeVisible();
  await colours.getByRole('radio', { name: 'Smoked Oak' }).check();
  await expect(colours.getByRole('radio', { name: 'Smoked Oak' })).toBeChecked();
  await form.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(form.getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue('2');
  await form.getByRole('button', { name: 'Add to basket' }).scrollIntoViewIfNeeded();
  await screenshotStep(page, testInfo, 'catalogue', '04-product-options');

  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to basket')).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName('Basket 2 items');
  await screenshotStep(page, testInfo, 'catalogue', '05-added');

  await reloadHydrated(page);
  await expect(basketLink(page)).toHaveAccessibleName('Basket 2 items');

  await basketLink(page).click();
  await expect(page).toHaveURL('/basket');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: PRODUCT, exact: true }) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Satin');
  await expect(line).toContainText('2.5 L');
  await expect(line).toContainText('Smoked Oak');
  await expect(line.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('2');
  await expect(line).toContainText('$450');
  await screenshotStep(page, testInfo, 'catalogue', '06-basket');
});

test('review photos show three and "+N" for the rest, and a photo opens the gallery at that photo', async ({ page }, testInfo) => {
  await gotoHydrated(page, '/product/arboris-lumen-color-oil');
  const photos = page.getByRole('list', { name: 'Photos from the review "Driftwood on white oak"' });
  await photos.scrollIntoViewIfNeeded();
  await expect(photos.getByRole('button', { name: /^Open photo/ })).toHaveCount(3);
  await screenshotStep(page, testInfo, 'catalogue', '07-review-photos');

  await photos.getByRole('button', { name: 'Show 1 more photo' }).click();
  await expect(photos.getByRole('button', { name: /^Open photo/ })).toHaveCount(4);
  await expect(photos.getByRole('button', { name: 'Open photo 4 of 4' })).toBeFocused();
  await expect(photos.getByRole('button', { name: /more photo/ })).toHaveCount(0);

  await photos.getByRole('button', { name: 'Open photo 2 of 4' }).click();
  const gallery = page.getByRole('dialog', { name: 'Image 2 of 4' });
  await expect(gallery).toBeVisible();
  const galleryPhoto = gallery.getByRole('img', { name: 'Photo 2 of 4 from the review "Driftwood on white oak"' });
  await expect(galleryPhoto).toBeInViewport();
  await expect.poll(() => galleryPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await screenshotStep(page, testInfo, 'catalogue', '08-review-gallery');
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
});

test('a press on the product picture held while its slider loads behind it opens the gallery when released', async ({ page }) => {
  await gotoHydrated(page, '/product/nordwood-tone-led-hardwax-oil');
  const images = page.getByRole('region', { name: 'Product images' });
  const picture = images.getByRole('button', { name: /^Open image 1 of \d+ full screen$/ });
  const alt = await picture.getByRole('img').getAttribute('alt');
  const box = (await picture.boundingBox())!;
  // Pointing at the gallery fetches its slider; the press starts on the picture the server sent.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(images.getByRole('button', { name: 'Next image' })).toBeAttached();
  // The slider shows the same picture (Swiper's own class marks its half of the stage).
  await expect
    .poll(() => images.getByRole('img', { name: alt!, exact: true }).evaluateAll((all: HTMLImageElement[]) => all.some((img) => img.closest('.swiper') && img.complete && img.naturalWidth > 0)))
    .toBe(true);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: /^Image 1 of \d+$/ })).toBeVisible();
});

test('a visitor is offered sign-in, comes back, and writes a review with a photo that stays after a reload', async ({ page }, testInfo) => {
  const slug = 'nordwood-pure-led-hardwax-oil';
  const title = `Even sheen ${randomUUID().slice(0, 6)}`;
  await gotoHydrated(page, `/product/${slug}`);

  const signInLink = page.getByRole('link', { name: 'Sign in to write a review' });
  await expect(signInLink).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(`/product/${slug}#reviews`)}`);
  await expect(page.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  // Once hydrated the link opens the sign-in modal over the product page (its href is the no-script way).
  await signInLink.click();
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await signInDialog.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await signInDialog.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInDialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === `/product/${slug}`);

  await page.getByRole('button', { name: 'Write a review' }).click();
  // The star is measured for a click on its half: measure once the modal has stopped zooming in.
  const dialog = await settledDialog(page, 'Write a review');
  // The right half of the fifth star is 5, its left half 4.5.
  const fifthStar = dialog.getByRole('radio', { name: '5 stars' });
  const box = await fifthStar.boundingBox();
  await fifthStar.click({ position: { x: 2, y: (box?.height ?? 20) / 2 } });
  await expect(dialog.getByText('4.5 / 5')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill('Two coats before lunch, cured straight away, no lap marks on 60 m² of white oak.');
  await dialog.locator('input[type=file]').setInputFiles(reviewPhoto());
  // A picture card: the photo's thumbnail, named after the file.
  await expect(dialog.getByRole('img', { name: 'finished-floor.png' })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'finished-floor.png added.' })).toBeAttached();
  await screenshotStep(page, testInfo, 'catalogue', '09-write-review');

  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review was published.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const reviews = page.getByRole('list', { name: 'Customer reviews' });
  const published = reviews.getByRole('article', { name: title });
  await expect(published).toContainText(`${DEMO_CUSTOMER.firstName} `);
  await expect(published.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
  await published.scrollIntoViewIfNeeded();
  await screenshotStep(page, testInfo, 'catalogue', '10-review-published');

  await reloadHydrated(page);
  const afterReload = page.getByRole('list', { name: 'Customer reviews' }).getByRole('article', { name: title });
  await expect(afterReload).toBeVisible();
  await expect(afterReload.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
  // The photo is served: next/image reads it through the storefront from the sandbox's uploads.
  const photo = afterReload.getByRole('button', { name: 'Open photo 1 of 1' }).locator('img');
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('the LED Cured Lights tile lists the curing lights', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'LED Cured Lights', exact: true }).click();
  await expect(page).toHaveURL('/products?parent_id=5');
  await expect(page.getByRole('heading', { level: 1, name: 'LED Cured Lights' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'LED Cured Lights' }).getByRole('article');
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) await expect(card).toContainText(/LumaCure/);
  await expect(cards.getByRole('link', { name: /Nordwood|Arboris/ })).toHaveCount(0);
  await screenshotStep(page, testInfo, 'catalogue', '11-curing-lights');
});

test('an unknown product slug answers 404 with a way back to the catalogue', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  const response = await page.goto('/product/no-such-product-exists');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  await screenshotStep(page, testInfo, 'catalogue', '12-not-found');
});
