import { randomUUID } from 'node:crypto';
import { request as requestContext, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Page as Paged, ProductSummary } from '../src/modules/catalogue/contract';
import { expect, expectNoA11yViolations, SANDBOX_URL, settledDialog, signInByApi, test as base } from './fixtures';
import { E2E_PORTS } from '../scripts/lib/ports.mjs';
import { gotoHydrated } from './journey-helpers';

/**
 * The accessibility matrix (docs/architecture.md §4): every page, form and modal checked by axe in
 * each state a customer can put it in. A page, form or modal listed once in e2e/a11y.spec.ts gets
 * every state from here.
 *
 * Widths (the Playwright projects): every English page as a visitor, every form as it opens and every modal
 * open is checked at both, since that is where the layout differs (the phone menu, modals' and
 * forms' width, what the grid stacks). The other states change what is on the page, not how it is
 * laid out, so each runs at one width, alternating so both widths see every kind of state:
 * pages signed in on the phone (the account menu squeezed into the phone header beside the menu
 * button), pages with a filled basket on the desktop (the basket's count and its twelve lines),
 * and each form's errors and server error at the width `stateWidth` gives it by its place in the
 * list (half the forms each).
 */

/** Who is looking: a visitor, a signed-in customer, or a visitor with a filled basket. */
export type Who = 'visitor' | 'signed in' | 'filled basket';
export const EVERYONE: Who[] = ['visitor', 'signed in', 'filled basket'];

type Width = 'desktop' | 'phone';
/** The one width pages are checked at in each state but the visitor's (both). */
const PAGE_WIDTH: Record<Exclude<Who, 'visitor'>, Width> = { 'signed in': 'phone', 'filled basket': 'desktop' };
/** The one width a form's errors and server error are checked at: alternating down the list. */
const stateWidth = (index: number): Width => (index % 2 === 0 ? 'desktop' : 'phone');
const widthOf = (isMobile: boolean): Width => (isMobile ? 'phone' : 'desktop');

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

const PASSWORD = 'Matrix-pass-1';
const FILLED_BASKET_ITEMS = 12;

async function ok<R extends { ok(): boolean; status(): number; url(): string; text(): Promise<string> }>(reply: R): Promise<R> {
  expect(reply.ok(), `${reply.url()} ${reply.status()} ${await reply.text()}`).toBe(true);
  return reply;
}

/** Signs a new customer up, confirms and signs them in through the door of `request`. */
export async function signUpAndIn(request: APIRequestContext) {
  const email = `matrix-${randomUUID().slice(0, 8)}@example.com`;
  await ok(await request.post('/api/user/create', { form: { first_name: 'Mira', last_name: 'Matrix', email, password: PASSWORD } }));
  const { mails } = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox`)).json()) as { mails: { to: string; meta?: { kind?: string; token?: string } }[] };
  const token = mails.find((mail) => mail.to === email && mail.meta?.kind === 'confirm-email')?.meta?.token;
  expect(token, `confirmation mail for ${email}`).toBeTruthy();
  await ok(await request.post('/api/user/confirm-email', { form: { token: token! } }));
  await signInByApi(request, { email, password: PASSWORD });
  return email;
}

/**
 * Puts `items` items in the basket of the context behind `request` (a page's, or a signed-in
 * one's), through the door's API: at most 6 of one product, so no line reaches the per-line limit.
 */
export async function fillBasket(request: APIRequestContext, items = FILLED_BASKET_ITEMS) {
  const reply = await ok(await request.get('/api/products'));
  const { data } = (await reply.json()) as { data: Paged<ProductSummary> };
  const products = data.models.filter((product) => product.price_type_data.length > 0);
  for (let left = items, i = 0; left > 0; i++) {
    const product = products[i];
    if (!product) throw new Error(`The sandbox lists too few priced products for ${items} items.`);
    const [price] = product.price_type_data;
    const count = Math.min(left, 6);
    const form = { products_id: product.id, price_id: price.id, tag_id: price.tag_id, type_id: price.type_id, price_type_id: price.id, count };
    await ok(await request.post('/api/basket/data', { form }));
    left -= count;
  }
}

interface MatrixFixtures {
  who: Who;
}
interface MatrixWorkerFixtures {
  signedInState: StorageState;
}

/**
 * `test.use({ who })` opens every test of a block as that customer. A signed-in customer is
 * signed up once per worker (their session is reused as a storage state, not signed in again);
 * a filled basket is a visitor's own, filled through the door before the page opens.
 */
export const test = base.extend<MatrixFixtures, MatrixWorkerFixtures>({
  who: ['visitor', { option: true }],
  signedInState: [
    async ({}, provide) => {
      const request = await requestContext.newContext({ baseURL: `http://localhost:${E2E_PORTS.storefront}` });
      await signUpAndIn(request);
      await provide(await request.storageState());
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ who, signedInState, storageState }, provide) => {
    await provide(who === 'signed in' ? signedInState : storageState);
  },
  page: async ({ page, who }, provide) => {
    if (who === 'filled basket') await fillBasket(page.request);
    await provide(page);
  },
});

/** The header's basket link as everyone reads it ("Basket 12 items"). */
const basketLinkNamed = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(Basket \d+ items?|Panier \d+ articles?)$/ });

/** The header in this state: the account menu when signed in, the basket's count when filled. */
/** The header's words in each language (src/app/_shell/messages): who is signed in, and the basket's count. */
const HEADER_WORDS = {
  en: { signIn: 'Sign in', accountMenu: /account menu$/, basket: (count: number) => `Basket ${count} ${count === 1 ? 'item' : 'items'}`, basketHref: '/basket' },
  fr: { signIn: 'Se connecter', accountMenu: /menu du compte$/, basket: (count: number) => `Panier ${count} ${count <= 1 ? 'article' : 'articles'}`, basketHref: '/fr/basket' },
};
export type MatrixLanguage = keyof typeof HEADER_WORDS;

async function expectHeaderFor(page: Page, who: Who, language: MatrixLanguage) {
  const words = HEADER_WORDS[language];
  const banner = page.getByRole('banner');
  if (who === 'signed in') await expect(banner.getByRole('button', { name: words.accountMenu })).toBeVisible();
  else await expect(banner.getByRole('link', { name: words.signIn })).toBeVisible();
  await expect(basketLinkNamed(page)).toHaveAccessibleName(words.basket(who === 'filled basket' ? FILLED_BASKET_ITEMS : 0));
}

// ─── Pages ──────────────────────────────────────────────────────────────────────────────────────

export interface PageCase {
  path: string;
  /** The states it is reached in (a visitor is sent away from /account, a customer from /sign-in). */
  who?: Who[];
  /** The answer's status, when not 200. */
  status?: number;
  /** Waits until the page shows what it is for (default: its h1). */
  ready?: (page: Page) => Promise<void>;
}

/** Pages per test: few tests (each state's sign-in or basket paid once) that still fill both workers. */
const PAGES_PER_TEST = 7;

/**
 * A few tests per state, each page a step; `language` names the pages' language (French pages are
 * under /fr). A page's layout at each width is the English matrix's to check; another language
 * changes its words, not where they go, so its pages as a visitor run at one width each too,
 * alternating down the list (`stateWidth`) so both widths see every kind of page in it.
 */
export function definePageMatrix(pages: PageCase[], language: MatrixLanguage = 'en') {
  for (const who of EVERYONE) {
    const mine = pages.filter((entry) => (entry.who ?? EVERYONE).includes(who));
    const byWidth: [Width | 'both', PageCase[]][] =
      who === 'visitor' && language !== 'en'
        ? (['desktop', 'phone'] as const).map((width) => [width, mine.filter((_, index) => stateWidth(index) === width)])
        : [[who === 'visitor' ? 'both' : PAGE_WIDTH[who], mine]];
    for (const [width, list] of byWidth) {
      // As many tests as PAGES_PER_TEST asks for, their pages shared out evenly.
      const size = Math.ceil(list.length / Math.ceil(list.length / PAGES_PER_TEST));
      for (let first = 0; first < list.length; first += size) {
        const batch = list.slice(first, first + size);
        const at = who === 'visitor' && width !== 'both' ? `, ${width}` : '';
        definePageBatch(who, width, batch, `${first + 1}–${first + batch.length} of ${list.length}${language === 'en' ? '' : ` (${language}${at})`}`, language);
      }
    }
  }
}

function definePageBatch(who: Who, width: Width | 'both', batch: PageCase[], part: string, language: MatrixLanguage) {
  test.describe(`as a ${who}`, () => {
    test.use({ who });
    if (width !== 'both') test.skip(({ isMobile }) => widthOf(isMobile) !== width, `these pages as a ${who} are checked at the ${width} width`);
    test(`pages ${part} pass axe, as a ${who}`, async ({ page }) => {
      test.setTimeout(20_000 + batch.length * 15_000);
      for (const entry of batch) {
        await test.step(entry.path, async () => {
          const response = await page.goto(entry.path);
          expect(response?.status(), entry.path).toBe(entry.status ?? 200);
          await gotoHydratedHere(page, HEADER_WORDS[language].basketHref);
          await (entry.ready ?? ((p: Page) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()))(page);
          await expectHeaderFor(page, who, language);
          await expectNoA11yViolations(page);
        });
      }
    });
  });
}

/** gotoHydrated without a second navigation: waits for the header's client leaves. */
async function gotoHydratedHere(page: Page, basketHref: string) {
  await page.waitForFunction((href) => {
    const link = document.querySelector(`header a[href="${href}"]`);
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
  }, basketHref);
}

// ─── Forms ──────────────────────────────────────────────────────────────────────────────────────

export interface FormCase {
  name: string;
  who: Who;
  /** Opens the form (a page, or the modal holding it) and returns its scope. */
  open: (page: Page) => Promise<Locator>;
  /** The submit button's text, which must be its whole accessible name whenever it is idle. */
  submit: string;
  /** Values that fail the form's own rules, for forms whose submit waits for a change. */
  invalid?: (scope: Locator) => Promise<void>;
  /** Values the form accepts, so the submit reaches the server. */
  valid: (scope: Locator) => Promise<void>;
  /** The door's path the form posts to (answered here with a server error). */
  endpoint: string;
}

/**
 * Each form pristine (both widths), with its own errors shown, and right after a submit the server
 * failed (500) (those two at the form's `stateWidth`): one test per form and width, in order.
 */
export function defineFormMatrix(forms: FormCase[]) {
  forms.forEach((form, index) => {
    const width = stateWidth(index);
    test.describe(`${form.name} form`, () => {
      test.use({ who: form.who });
      test(`${form.name}: pristine, and on the ${width} with its errors and after a server error, passes axe`, async ({ page, isMobile }) => {
        test.setTimeout(60_000);
        const submit = (scope: Locator) => scope.getByRole('button', { name: form.submit, exact: true });
        const scope = await form.open(page);
        await test.step('pristine', async () => {
          await expect(submit(scope)).toBeVisible();
          await expectNoA11yViolations(page);
        });
        if (widthOf(isMobile) !== width) return;
        await test.step('with its errors shown', async () => {
          if (form.invalid) await form.invalid(scope);
          if (await submit(scope).isEnabled()) await submit(scope).click();
          else await page.keyboard.press('Tab');
          await expect(scope.locator('[aria-invalid="true"]').first()).toBeVisible();
          await expectNoA11yViolations(page);
        });
        await test.step('after a server error', async () => {
          await form.valid(scope);
          // By path: a form may name more in the query (the review names its product's slug).
          const isEndpoint = (url: URL) => url.pathname === `/api${form.endpoint}`;
          await page.route(isEndpoint, (route) =>
            route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
          );
          const answered = page.waitForResponse((response) => isEndpoint(new URL(response.url())));
          await submit(scope).click();
          await answered;
          await expect(page.getByRole('alert').or(page.locator('.ant-message-notice')).first()).toBeVisible();
          // Idle again, the button is named by its text alone (no spinner left behind).
          await expect(submit(scope)).toHaveAccessibleName(form.submit);
          await expectNoA11yViolations(page);
          await page.unroute(isEndpoint);
        });
      });
    });
  });
}

// ─── Modals ─────────────────────────────────────────────────────────────────────────────────────

export interface ModalCase {
  name: string;
  who: Who;
  /** Opens the modal and waits until it shows its content. */
  open: (page: Page) => Promise<void>;
}

/** Each modal open and settled, one test per state with each modal a step. */
export function defineModalMatrix(modals: ModalCase[]) {
  for (const who of EVERYONE) {
    const mine = modals.filter((modal) => modal.who === who);
    if (mine.length === 0) continue;
    test.describe(`modals as a ${who}`, () => {
      test.use({ who });
      test(`every modal passes axe, as a ${who}`, async ({ page }) => {
        test.setTimeout(20_000 + mine.length * 15_000);
        for (const modal of mine) {
          await test.step(modal.name, async () => {
            await modal.open(page);
            await expectNoA11yViolations(page);
          });
        }
      });
    });
  }
}

export { expect, expectNoA11yViolations, gotoHydrated, settledDialog };
