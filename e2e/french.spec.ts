import { fr as accounts } from '../src/modules/accounts/messages/fr';
import { fr as address } from '../src/modules/address/messages/fr';
import { fr as basket } from '../src/modules/basket/messages/fr';
import { fr as checkout } from '../src/modules/checkout/messages/fr';
import { fr as jobs } from '../src/modules/jobs/messages/fr';
import { fr as orders } from '../src/modules/orders/messages/fr';
import { fr as shell } from '../src/app/_shell/messages/fr';
import { readFile } from 'node:fs/promises';
import { fr as content } from '../src/modules/content/messages/fr';
import { SHOP_NAME } from '../src/shared/config/constants';
import { NORDWOOD_FR } from '../sandbox/src/catalogue/seed-nordwood.fr';
import { SERVICE_DOCS_FR } from '../sandbox/src/catalogue/seed-service-docs.fr';
import { loadPdf, pageText } from '../tests/jobs/pdf-text';
import { DEMO_CUSTOMER, expect, expectNoA11yViolations, keepDocumentStep, screenshotStep, settledDialog, signInByApi, test } from './fixtures';
import { gotoHydrated } from './journey-helpers';

// The shop in French (docs/i18n.md): its addresses and the choice of language, then the main
// journeys in French at both widths: browse, basket, checkout up to the card form, sign-in, the
// account, an order's invoice and a job. Labels come from the French messages themselves, so a
// wording change there does not break this; a missing translation (English on the page) does.

const PRODUCT = '/product/nordwood-tone-led-hardwax-oil';
const OIL = 'nordwood-pure-led-hardwax-oil';
const shot = (page: Parameters<typeof screenshotStep>[0], testInfo: Parameters<typeof screenshotStep>[1], step: string) =>
  screenshotStep(page, testInfo, 'french', step);

test.describe('addresses and the choice of language', () => {
  test('English keeps its addresses; French lives under /fr, names both versions and the sitemap lists both', { tag: '@desktop-only' }, async ({ page, request }) => {
    await page.goto(PRODUCT);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.goto(`/fr${PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const alternate = (tag: string) => page.locator(`head link[rel="alternate"][hreflang="${tag}"]`);
    await expect(alternate('en-US')).toHaveAttribute('href', new RegExp(`${PRODUCT}$`));
    await expect(alternate('fr-CA')).toHaveAttribute('href', new RegExp(`/fr${PRODUCT}$`));
    await expect(alternate('x-default')).toHaveAttribute('href', new RegExp(`[^r]${PRODUCT}$`));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/fr${PRODUCT}$`));

    // One address per page: /en/... is the English page's own address.
    const prefixed = await request.get(`/en${PRODUCT}`, { maxRedirects: 0 });
    expect(prefixed.status()).toBe(308);
    expect(prefixed.headers().location).toMatch(new RegExp(`${PRODUCT}$`));

    const index = await (await request.get('/sitemap.xml')).text();
    const part = index.match(/<loc>[^<]*(\/sitemaps\/sitemap\/0\.xml)<\/loc>/)?.[1];
    const sitemap = await (await request.get(part!)).text();
    expect(sitemap).toContain(`/fr${PRODUCT}</loc>`);
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*[^r]${PRODUCT}</loc>`));
  });

  test('every page with an address of its own is prerendered and cached in both languages, and an unknown one is a 404', { tag: '@desktop-only' }, async ({ request }) => {
    for (const path of [PRODUCT, '/blog/why-led-cured-oils-change-floor-finishing', '/services/led-oil-finishing', '/products', '/']) {
      for (const address of [path, path === '/' ? '/fr' : `/fr${path}`]) {
        const answer = await request.get(address);
        expect(answer.status(), address).toBe(200);
        expect(answer.headers()['cache-control'], address).toMatch(/s-maxage=\d+/);
      }
    }
    for (const unknown of ['/product/no-such-thing', '/fr/product/no-such-thing', '/fr/blog/no-such-thing', '/fr/services/no-such-thing', '/fr/nowhere']) {
      expect((await request.get(unknown)).status(), unknown).toBe(404);
    }
  });

  test('a customer who chose French is sent to /fr even while the English home is being replayed to others @desktop-only', async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    const visitor = await playwright.request.newContext({ baseURL });
    const french = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'shop_locale=fr' } });
    // The English home twice: the second is the micro-cache's replay, kept for a second.
    expect((await visitor.get('/')).status()).toBe(200);
    expect((await visitor.get('/')).status()).toBe(200);
    const reply = await french.get('/', { maxRedirects: 0 });
    expect(reply.status()).toBe(307);
    expect(reply.headers()['location']).toBe('/fr');
    await Promise.all([visitor.dispose(), french.dispose()]);
  });

  test('the switch keeps the page; a customer who chose French comes back to / in French', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/products?categories=1');
    const toFrench = testInfo.project.name === 'phone' ? await openMenuLink(page, 'Français') : page.getByRole('banner').getByRole('link', { name: /^FR/ });
    // The switch hydrates in its own boundary (it reads the query): its click remembers the choice
    // once that very link has (waiting for any French link let the header's be clicked before it had).
    await expect.poll(() => toFrench.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
    await toFrench.click();
    await expect(page).toHaveURL((url) => url.pathname === '/fr/products' && url.search === '?categories=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/fr');
    await expect(page.getByRole('navigation', { name: shell.client.nav.main }).or(page.getByRole('button', { name: shell.client.nav.menu }))).toBeVisible();
  });

  test('a browser that prefers French gets the English page it asked for, and one French line offering the French page', { tag: '@desktop-only' }, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'fr-CA' });
    const page = await context.newPage();
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const line = page.getByRole('complementary', { name: 'Cette page existe en français.' });
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: 'Voir en français' })).toHaveAttribute('href', '/fr');
    await expectNoA11yViolations(page);
    await context.close();
  });
});

async function openMenuLink(page: Parameters<typeof gotoHydrated>[0], name: string) {
  await page.getByRole('button', { name: /Menu/ }).click();
  return page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name });
}

// A customer whose browser speaks French: the pages offer no switch back to English.
test.describe('French journeys', () => {
test.use({ locale: 'fr-CA' });

test('in French: a product, the basket, sign-in and the checkout up to the card form', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, `/fr${PRODUCT}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const form = page.getByRole('form', { name: basket.client.add.formLabel });
  await expect(form.locator('output').first()).toHaveText(/^\d[\d\u00a0]* \$ US$|^\d[\d\u00a0]*\u00a0\$\u00a0US$/);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '01-product');
  await form.getByRole('button', { name: basket.client.add.submit }).click();
  await expect(page.getByRole('link', { name: /^Panier 1 article$/ })).toBeVisible();

  await gotoHydrated(page, '/fr/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '02-basket');

  await page.getByRole('link', { name: basket.client.summary.checkout }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/fr/sign-in' && url.searchParams.get('redirect') === '/basket');
  await expect(page.getByRole('heading', { level: 1, name: accounts.server.signInPage.title })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '03-sign-in');
  const signIn = page.getByRole('form', { name: accounts.client.signIn.title });
  await signIn.getByLabel(accounts.client.fields.email).fill(DEMO_CUSTOMER.email);
  await signIn.getByLabel(accounts.client.fields.password, { exact: true }).fill(DEMO_CUSTOMER.password);
  await signIn.getByRole('button', { name: accounts.client.signIn.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/fr/basket');

  await page.getByRole('button', { name: basket.client.summary.checkout }).click();
  const delivery = await settledDialog(page, checkout.client.delivery.title);
  await expect(delivery.getByLabel(address.client.labels.zip)).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '04-delivery');
  await delivery.getByRole('radio', { name: checkout.client.delivery.pickup }).check();
  await delivery.getByRole('button', { name: checkout.client.delivery.continue }).click();
  const payment = await settledDialog(page, checkout.client.payment.title);
  await payment.getByRole('checkbox', { name: checkout.client.policy.accept }).check();
  await payment.getByRole('button', { name: checkout.client.policy.next }).click();
  await expect(payment.getByRole('region', { name: checkout.client.payment.summaryTitle })).toBeVisible();
  await payment.getByRole('button', { name: checkout.client.payment.pay }).click();
  await expect(page.frameLocator(`iframe[title="${checkout.client.payment.cardFrame}"]`).getByLabel('Card Number')).toBeVisible();
  await shot(page, testInfo, '05-card-form');
});

test('in French: a service’s PDFs are French ones, and a document in English only says so', { tag: '@desktop-only' }, async ({ page }) => {
  await gotoHydrated(page, '/fr/services/led-curing-machine-rental');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: content.client.services.pdfs }).click();
  const pdfs = await settledDialog(page, content.client.services.pdfsTitle.replace('{title}', title));
  const terms = SERVICE_DOCS_FR['led-curing-machine-rental-terms'].pdf_title;
  await expect(pdfs.getByRole('listitem').first()).toHaveText(`${terms}${content.client.documents.download}`);
  const downloading = page.waitForEvent('download');
  await pdfs.getByRole('button', { name: content.client.documents.downloadLabel.replace('{title}', terms) }).click();
  const bytes = await readFile((await (await downloading).path()) as string);
  expect(bytes.toString('latin1')).toContain(terms);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: content.client.services.technicalData }).click();
  const technical = await settledDialog(page, content.client.services.technicalDataTitle.replace('{title}', title));
  await expect(technical.getByRole('listitem').first()).toContainText(content.client.documents.inEnglish.replace('<doc>{title}</doc>', '').trim());
  await expect(technical.locator('[lang="en"]').first()).toBeVisible();
});

test('in French: the account, an order and its invoice, and a job', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInByApi(page.request, DEMO_CUSTOMER);
  await gotoHydrated(page, '/fr/account');
  await expect(page.getByRole('heading', { level: 1, name: shell.client.account.myAccount })).toBeVisible();
  await expect(page.getByRole('heading', { name: accounts.client.account.paymentHistory })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '06-account');

  const order = page.getByRole('link', { name: /^Commande nº\s\d+, voir le détail$/ }).first();
  await order.click();
  await expect(page).toHaveURL(/\/fr\/account\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Commande nº\s\d+$/ })).toBeVisible();
  await expect(page.getByText(/^Passée le \d{1,2}\s[a-zéû]+\s\d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: orders.client.print })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '07-invoice');

  const made = await page.request.post('/api/jobs/create', { form: { name: `Chantier ${Date.now()}`, area: '45', coats: '2' } });
  const { data: job } = (await made.json()) as { data: { id: number } };
  const { data: oil } = (await (await page.request.get(`/api/products/by-slug?slug=${OIL}`)).json()) as {
    data: { id: number; price_type_data: { id: number; tag_id: number; type_id: number }[] };
  };
  const [price] = oil.price_type_data;
  const added = await page.request.post('/api/jobs/lines/add', { form: { job_id: job.id, products_id: oil.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, count: 1 } });
  expect(added.ok()).toBe(true);
  await gotoHydrated(page, `/fr/account/jobs/${job.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // The dashboard answers the job's lines in French (docs/contract.md §12): the name is not marked English.
  const line = page.getByRole('link', { name: NORDWOOD_FR[OIL].title });
  await expect(line).toBeVisible();
  await expect(line).not.toHaveAttribute('lang');
  await expect(page.getByRole('link', { name: jobs.server.pages.backToJobs })).toHaveAttribute('href', '/fr/account/jobs');
  await expect(page.getByText(/45\sm²/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, '08-job');

  // Its job pack in French (docs/jobs.md "Job pack"): the first page's words, and the PDF kept beside the screenshots.
  const pack = await page.request.get(`/fr/account/jobs/${job.id}/pack`);
  expect(pack.status()).toBe(200);
  const summary = pageText(await loadPdf(await pack.body()), 0);
  expect(summary).toContain(jobs.server.pack.kicker.replace('{shop}', SHOP_NAME));
  expect(summary).toContain(jobs.server.pack.products);
  expect(summary).toContain(`${NORDWOOD_FR[OIL].title}\u00a0: Fiche technique`);
  expect(summary).not.toContain('(en anglais)');
  expect(summary).not.toMatch(/Job pack|Floor area/);
  keepDocumentStep(testInfo, 'french', '09-job-pack.pdf', await pack.body());
});
});
