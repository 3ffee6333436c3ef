import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page, TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, expectNoA11yViolations, SANDBOX_URL, screenshotStep, signInThroughApi, test } from './fixtures';
import { ownClient } from './accounts-helpers';
import { acceptPolicy, addressDialog, APPROVED_CARD, payInHostedForm, paymentDialog } from './checkout-helpers';
import { createConfirmedCustomer, paymentHistory } from './payment-helpers';

// Each test is its own client and its own customer, so its jobs and the door's limits are its own.
test.use({ extraHTTPHeaders: ownClient() });

const shot = (page: Page, testInfo: TestInfo, step: string) => screenshotStep(page, testInfo, 'jobs', step, { fullPage: true });

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

interface Price {
  id: number;
  tag_id: number;
  type_id: number;
  tag_name: string;
  type_name: string;
  type_price: number;
}

/** The Miller kitchen's site, typed into a job form's address fields. */
async function fillMillerSite(form: Locator) {
  await form.getByRole('combobox', { name: 'State', exact: true }).fill('Mass');
  await form.getByRole('listbox', { name: 'State list' }).getByRole('option', { name: 'Massachusetts', exact: true }).click();
  await form.getByLabel('First name').fill('Laura');
  await form.getByLabel('Last name').fill('Miller');
  await form.getByLabel('Street address').fill('27 Orchard Road');
  await form.getByLabel('City').fill('Beverly');
  await form.getByLabel('Zip').fill('01915');
  await form.getByLabel('Phone').fill('9785550143');
}

/** A line put in the job through the door, as the product page's "Add to job" will. */
async function addLine(page: Page, jobId: number, slug: string, typeName: string, count: number) {
  const { data: product } = (await (await page.request.get(`/api/products/by-slug?slug=${slug}`)).json()) as {
    data: { id: number; title: string; price_type_data: Price[] };
  };
  const price = product.price_type_data.find((row) => row.type_name === typeName)!;
  const added = await page.request.post('/api/jobs/lines/add', {
    form: { job_id: jobId, products_id: product.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, count },
  });
  expect(added.ok()).toBe(true);
  return { title: product.title, price };
}

test('a customer plans a job: creates it, edits it, changes its lines and deletes it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await createConfirmedCustomer(page);
  await signInThroughApi(page, customer, '/account');

  await test.step('the account links to Jobs, which says what a job is for', async () => {
    await page.getByRole('link', { name: 'Your jobs' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account/jobs');
    await expect(page.getByRole('heading', { name: 'Plan your work as jobs' })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '1-first-visit');
  });

  await test.step('create a job, after the form said what was missing', async () => {
    await page.getByRole('button', { name: 'Create your first job' }).click();
    const form = page.getByRole('form', { name: 'New job' });
    await form.getByRole('button', { name: 'Create job' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Job name').fill('Miller kitchen');
    await form.getByLabel('Floor area (m²)').fill('45');
    await form.getByLabel('Coats (1 to 5)').fill('2');
    await form.getByRole('radio', { name: 'Average (oak)' }).check();
    await fillMillerSite(form);
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Create job' }).click();
    const row = page.getByRole('row', { name: /Miller kitchen/ });
    await expect(row).toContainText('Planned');
    await expect(row).toContainText('45 m²');
    await expect(row).toContainText('0 lines');
  });

  const { data: jobs } = (await (await page.request.get('/api/jobs')).json()) as { data: { id: number }[] };
  const jobId = jobs[0].id;
  const large = await addLine(page, jobId, 'nordwood-pure-led-hardwax-oil', '2.5 L', 1);
  const small = await addLine(page, jobId, 'nordwood-pure-led-hardwax-oil', '1 L', 2);

  await test.step('the list shows the lines and the total today', async () => {
    await page.reload();
    const row = page.getByRole('row', { name: /Miller kitchen/ });
    await expect(row).toContainText('2 lines');
    await expect(row).toContainText(money(large.price.type_price + 2 * small.price.type_price));
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '2-list');
  });

  await test.step('open the job and rename it', async () => {
    await page.getByRole('link', { name: 'Miller kitchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '3-job');
    // The details form loads on "Edit details" and opens with the job's name focused.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const details = page.getByRole('form', { name: 'Job details' });
    await expect(details.getByLabel('Job name')).toBeFocused();
    await details.getByLabel('Job name').fill('Miller kitchen and hall');
    await details.getByLabel('Notes').fill('Side door; ask for Laura.');
    await details.getByRole('button', { name: 'Save job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Miller kitchen and hall' })).toBeVisible();
    await expect(details).toBeHidden();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Side door; ask for Laura.');
  });

  const total = page.getByText('Total today', { exact: true }).locator('xpath=following-sibling::dd');
  await test.step('change a line’s count by keyboard and remove a line; the total follows', async () => {
    const count = page.getByRole('combobox', { name: `Quantity of ${large.title}, ${large.price.tag_name}, 2.5 L` });
    await count.focus();
    await count.selectOption('3');
    await expect(total).toHaveText(money(3 * large.price.type_price + 2 * small.price.type_price));
    await page.getByRole('button', { name: `Remove ${small.title}, ${small.price.tag_name}, 1 L` }).press('Enter');
    await expect(page.getByRole('row', { name: /1 L/ })).toHaveCount(0);
    await expect(total).toHaveText(money(3 * large.price.type_price));
    await shot(page, testInfo, '4-lines-changed');
  });

  await test.step('delete it after the confirmation', async () => {
    await page.getByRole('button', { name: 'Delete job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
    await expect(dialog).toContainText('“Miller kitchen and hall”');
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '5-delete-confirmation');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // By keyboard: the confirmation takes the focus, and Escape gives it back to the button.
    const deleteJob = page.getByRole('button', { name: 'Delete job' });
    await deleteJob.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Keep the job' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteJob).toBeFocused();
    await deleteJob.click();
    await dialog.getByRole('button', { name: 'Delete job' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/account/jobs');
    await expect(page.getByRole('heading', { name: 'Plan your work as jobs' })).toBeVisible();
    expect((await page.goto(`/account/jobs/${jobId}`))?.status()).toBe(404);
  });
});

/** The downloaded file, read back as a PDF. */
async function downloadedPdf(download: Download) {
  return PDFDocument.load(await readFile(await download.path()));
}

test('the job’s papers: the pack downloads, a crew link opens without an account and stops when revoked', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const customer = await createConfirmedCustomer(page);
  await signInThroughApi(page, customer, '/account');
  const created = await page.request.post('/api/jobs/create', {
    form: {
      name: 'Miller kitchen',
      area: '45',
      area_unit: 'm2',
      coats: '2',
      porosity: 'average',
      country: 'US',
      state: 'Massachusetts',
      state_code: 'MA',
      first_name: 'Laura',
      last_name: 'Miller',
      street1: '27 Orchard Road',
      city: 'Beverly',
      zip: '01915',
      phone: '9785550143',
    },
  });
  expect(created.ok()).toBe(true);
  const { data: job } = (await created.json()) as { data: { id: number } };
  const oil = await addLine(page, job.id, 'nordwood-pure-led-hardwax-oil', '2.5 L', 3);

  await page.goto(`/account/jobs/${job.id}`);
  const papers = page.getByRole('region', { name: 'Site papers' });

  await test.step('download the job pack and read it back: the summary, then the sheets', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), papers.getByRole('link', { name: 'Download job pack' }).click()]);
    expect(download.suggestedFilename()).toBe('job-pack-miller-kitchen.pdf');
    const pack = await downloadedPdf(download);
    expect(pack.getTitle()).toBe('Job pack: Miller kitchen');
    // The summary page and the oil's data and safety sheets.
    expect(pack.getPageCount()).toBeGreaterThanOrEqual(3);
  });

  let link = '';
  await test.step('share with the crew: the link is shown once, with Copy', async () => {
    await papers.getByRole('button', { name: 'Share with crew' }).click();
    const field = papers.getByLabel(/New crew link/);
    await expect(field).toHaveValue(/\/jobs\/shared\/[A-Za-z0-9_-]{43}$/);
    link = await field.inputValue();
    await expect(papers.getByRole('button', { name: 'Copy crew link' })).toBeVisible();
    await expect(papers.getByRole('button', { name: /^Revoke link/ })).toHaveCount(1);
    await expectNoA11yViolations(page);
    await papers.scrollIntoViewIfNeeded();
    await shot(page, testInfo, '7-share-panel');
  });

  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const crew = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, extraHTTPHeaders: ownClient() });
  const crewPage = await crew.newPage();

  await test.step('the crew opens the link in a fresh browser, without an account', async () => {
    const answer = await crewPage.goto(link);
    expect(answer?.status()).toBe(200);
    const headers = answer!.headers();
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toMatch(/private/);
    expect(headers['cache-control']).toMatch(/no-store/);
    await expect(crewPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(crewPage.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
    await expect(crewPage.getByText('27 Orchard Road')).toBeVisible();
    await expect(crewPage.getByRole('row', { name: new RegExp(`${oil.title}.*2\\.5 L`) })).toContainText('3');
    await expect(crewPage.getByText('$')).toHaveCount(0);
    const [download] = await Promise.all([crewPage.waitForEvent('download'), crewPage.getByRole('link', { name: 'Download job pack' }).click()]);
    expect((await downloadedPdf(download)).getPageCount()).toBeGreaterThan(1);
    await expectNoA11yViolations(crewPage);
    await screenshotStep(crewPage, testInfo, 'jobs', '8-crew-page', { fullPage: true });
  });

  await test.step('the owner revokes the link; it then opens the not-found page', async () => {
    await papers.getByRole('button', { name: /^Revoke link/ }).click();
    await expect(papers.getByRole('button', { name: /^Revoke link/ })).toHaveCount(0);
    const answer = await crewPage.goto(link);
    expect(answer?.status()).toBe(404);
    await expect(crewPage.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toHaveCount(0);
    expect((await crewPage.request.get(`${link}/pack`)).status()).toBe(404);
    await screenshotStep(crewPage, testInfo, 'jobs', '9-crew-link-revoked');
  });
  await crew.close();
});

test('a dashboard without jobs shows no job feature', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
  const customer = await createConfirmedCustomer(page);
  const off = await fetch(`${SANDBOX_URL}/__sandbox/jobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: customer.email, enabled: false }) });
  expect(off.ok).toBe(true);
  await signInThroughApi(page, customer, '/account');
  await expect(page.getByRole('heading', { name: 'Payment history' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jobs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your jobs' })).toHaveCount(0);
  const answer = await page.goto('/account/jobs');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Jobs');
  await shot(page, testInfo, '6-without-jobs');

  // No job control anywhere: the product page, its calculator, the order pad, the basket.
  const jobsAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobs');
  await page.goto('/product/nordwood-pure-led-hardwax-oil');
  expect((await jobsAnswer).status()).toBe(404);
  await page.getByText('Calculate how much you need').click();
  await page.getByLabel('Floor area (m²)').fill('45');
  await expect(page.getByRole('button', { name: /^Add .+ to basket$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /to job$/ })).toHaveCount(0);
  await expect(page.getByLabel('For a job')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to basket')).toBeVisible();
  const basketJobsAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobs');
  await page.goto('/basket');
  expect((await basketJobsAnswer).status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save as a job' })).toHaveCount(0);
});

const addToJobDialog = (page: Page) => page.getByRole('dialog', { name: 'Add to job' });

/** The Add to job dialog, settled: its jobs read, axe-clean. */
async function openedJobDialog(page: Page, open: () => Promise<void>) {
  await open();
  const dialog = addToJobDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Job' })).toBeVisible();
  await expectNoA11yViolations(page);
  return dialog;
}

test('a job filled from the calculator, a product page and the order pad, bought and paid, with its order on the job and the invoice', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const customer = await createConfirmedCustomer(page);
  await signInThroughApi(page, customer, '/product/nordwood-pure-led-hardwax-oil');

  let jobUrl = '';
  await test.step('the calculator on an oil page: 45 m², two coats, the cheapest mix into a new job', async () => {
    await page.getByText('Calculate how much you need').click();
    await page.getByLabel('Floor area (m²)').fill('45');
    await expect(page.getByRole('spinbutton', { name: 'Coats' })).toHaveValue('2');
    const add = page.getByRole('button', { name: /^Add .+ to job$/ });
    const mix = ((await add.textContent()) ?? '').replace(/^Add | to job$/g, '');
    const dialog = await openedJobDialog(page, () => add.click());
    await expect(dialog.getByRole('combobox', { name: 'Job' })).toHaveValue('new');
    await dialog.getByRole('textbox', { name: 'Name of the new job' }).fill('Miller kitchen');
    await dialog.getByRole('button', { name: 'Make the job and add' }).click();
    await expect(dialog.getByRole('status')).toContainText('Added to Miller kitchen');
    await expectNoA11yViolations(page);
    jobUrl = (await dialog.getByRole('link', { name: 'Open the job' }).getAttribute('href'))!;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(mix).toMatch(/×/);
  });

  await test.step('Add to job from another product page, into the job just made', async () => {
    await page.goto('/product/nordwood-applicator-pad-kit');
    const dialog = await openedJobDialog(page, () => page.getByRole('button', { name: 'Add to job' }).click());
    await expect(dialog.getByRole('combobox', { name: 'Job' })).toHaveValue(jobUrl.split('/').pop()!);
    await shot(page, testInfo, '7-add-to-job-dialog');
    await dialog.getByRole('button', { name: 'Add to job' }).click();
    await expect(dialog.getByRole('status')).toContainText('Nordwood Applicator and Buffing Pad Kit');
  });

  await test.step('a row of the order pad into the job', async () => {
    await page.goto('/order-pad');
    await page.getByLabel('Paste from a spreadsheet').fill('Product\tQty\nArboris Deep Stain\t2');
    await page.getByRole('button', { name: 'Add pasted lines' }).click();
    await expect(page.getByText('1 line read into the pad.')).toBeVisible();
    const dialog = await openedJobDialog(page, () => page.getByRole('button', { name: 'Add to job' }).click());
    await dialog.getByRole('button', { name: 'Add to job' }).click();
    await expect(dialog.getByRole('status')).toContainText('Arboris Deep Stain — ');
    await dialog.getByRole('link', { name: 'Open the job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Miller kitchen' })).toBeVisible();
  });

  await test.step('the job: its floor from the calculator and its three products; its site given', async () => {
    await expect(page.getByText('45 m²').first()).toBeVisible();
    const lines = page.getByRole('table', { name: 'Products for this job' });
    await expect(lines.getByRole('link', { name: 'Nordwood Pure LED Hardwax Oil' }).first()).toBeVisible();
    await expect(lines.getByRole('link', { name: 'Nordwood Applicator and Buffing Pad Kit' })).toBeVisible();
    await expect(lines.getByRole('link', { name: 'Arboris Deep Stain' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit details' }).click();
    const details = page.getByRole('form', { name: 'Job details' });
    await fillMillerSite(details);
    await details.getByRole('button', { name: 'Save job' }).click();
    await expect(page.getByText('The job has been saved.')).toBeVisible();
  });

  let orderId = 0;
  await test.step('buy for the job: the basket filled, the delivery address the site, paid by card', async () => {
    await page.getByRole('button', { name: 'Buy for this job' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/basket');
    await expect(page.getByRole('status').filter({ hasText: 'Added from Miller kitchen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Arboris Deep Stain' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const address = addressDialog(page);
    await expect(address.getByLabel('Street address')).toHaveValue('27 Orchard Road');
    await expect(address.getByLabel('City')).toHaveValue('Beverly');
    await expect(address.getByText('Miller kitchen')).toBeVisible();
    await expectNoA11yViolations(page);
    await address.getByRole('button', { name: 'See shipping options' }).click();
    await acceptPolicy(page);
    const payment = paymentDialog(page);
    await payment.getByRole('radio').first().click();
    await payment.getByRole('button', { name: 'Pay' }).click();
    await payInHostedForm(page, APPROVED_CARD);
    await expect(payment.getByText('Your payment has been successfully completed.')).toBeVisible();
    const heading = payment.getByRole('heading', { name: /^Order #\d+$/ });
    orderId = Number((await heading.textContent())!.replace(/\D/g, ''));
    expect((await paymentHistory(page)).find((item) => item.order_id === orderId)).toMatchObject({ status: 'paid', reference: 'Miller kitchen' });
  });

  await test.step('the order on the job, with what was spent; its reference on the invoice', async () => {
    await page.goto(jobUrl);
    const orders = page.getByRole('table', { name: 'Orders for this job' });
    await expect(orders.getByRole('link', { name: `#${orderId}` })).toBeVisible();
    await expect(orders).toContainText('Miller kitchen');
    await expect(page.getByText('Spent on this job')).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, testInfo, '8-job-with-orders');
    await orders.getByRole('link', { name: `#${orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('Reference:')).toContainText('Reference: Miller kitchen');
    await expect(page.getByRole('link', { name: 'Arboris Deep Stain' })).toHaveAttribute('href', '/product/arboris-deep-stain');
    await page.emulateMedia({ media: 'screen' });
  });
});

test('another customer cannot read or change a job: every way in answers 404', { tag: '@desktop-only' }, async ({ page }) => {
  // Job 2, "Miller kitchen", is the demo customer's (sandbox/src/jobs/seed.ts); this customer is new.
  const stranger = await createConfirmedCustomer(page);
  await signInThroughApi(page, stranger, '/account');
  expect((await page.goto('/account/jobs/2'))?.status()).toBe(404);
  await expect(page.getByText('Miller kitchen')).toHaveCount(0);
  expect((await page.request.get('/account/jobs/2/pack')).status()).toBe(404);
  for (const [call, form] of [
    ['/api/jobs/view', { job_id: 2 }],
    ['/api/jobs/update', { job_id: 2, name: 'Taken over' }],
    ['/api/jobs/lines/add', { job_id: 2, products_id: 1, price_id: 1, tag_id: 1, type_id: 1, count: 1 }],
    ['/api/jobs/share', { job_id: 2 }],
    ['/api/jobs/lines/update', { job_id: 2, line_id: 1, count: 2 }],
    ['/api/jobs/delete', { job_id: 2 }],
  ] as const) {
    expect((await page.request.post(call, { form })).status(), call).toBe(404);
  }
});
