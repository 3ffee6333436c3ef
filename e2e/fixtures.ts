import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO_CUSTOMER, resetSandbox, SANDBOX_URL } from './sandbox';

export { DEMO_CUSTOMER, expect, resetSandbox, SANDBOX_URL, test };

/**
 * antd animates modals and menus in and out, and buttons fade back from their loading look; wait
 * until the page is as the customer finally sees it (axe reads colours mid-fade as they are then).
 * Endless animations (a spinner) never end and are left to run.
 */
async function antdSettled(page: Page) {
  await expect(page.locator('[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-slide-"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The open dialog with this title, once antd's opening animation is over. */
export async function settledDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await antdSettled(page);
  return dialog;
}

/**
 * Screenshots are for people to look at, not checks: a CI run, which nobody looks at and which keeps
 * nothing, skips them (E2E_SCREENSHOTS=1 takes them there too).
 */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * A screenshot of a journey's step at this project's width, to look at after the run:
 * test-screenshots/<journey>/<project>-<step>.png.
 */
export async function screenshotStep(page: Page, testInfo: TestInfo, journey: string, step: string, { fullPage = false } = {}) {
  if (!TAKE_SCREENSHOTS) return;
  const path = `test-screenshots/${journey}/${testInfo.project.name}-${step}.png`;
  await page.screenshot({ path, animations: 'disabled', fullPage });
}

/** A document of a journey (a PDF) kept beside its screenshots; `node scripts/pdf-first-page.mjs` draws its first page. */
export function keepDocumentStep(testInfo: TestInfo, journey: string, step: string, bytes: Buffer) {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(`test-screenshots/${journey}`, { recursive: true });
  writeFileSync(`test-screenshots/${journey}/${testInfo.project.name}-${step}`, bytes);
}

/** Whether the page holds a frame from another origin (the hosted card form). */
const holdsForeignFrame = (page: Page) =>
  page.frames().some((frame) => frame !== page.mainFrame() && /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== new URL(page.url()).origin);

/** AxeBuilder's own options, as they apply to our pages: same-origin frames, the runner's name. */
const AXE_IN_PAGE = `${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * axe run in a page without frames, put there once per document: AxeBuilder sends and evaluates
 * its 650 KB twice on every check (once for the page, once more for each frame, the page's own
 * included), and a page is often checked several times (a modal opened, a form's errors shown).
 */
async function violationsInPage(page: Page, exclude: string[]): Promise<Result[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_IN_PAGE);
  return page.evaluate(async (excluded) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(excluded.length > 0 ? { exclude: excluded } : document, { resultTypes: ['violations'] });
    return results.violations;
  }, exclude);
}

/** AxeBuilder for a page with frames, which it injects axe into (see expectNoA11yViolations). */
async function violationsWithFrames(page: Page, exclude: string[]): Promise<Result[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (!holdsForeignFrame(page)) builder = builder.setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

/**
 * Runs axe on the page as it is now (an open modal included) and fails on any violation of
 * any impact, listing each rule with the elements it found. A page without frames runs axe in
 * itself, loaded once per document (`violationsInPage`; axe was a fifth of the browser tests' CPU
 * when AxeBuilder loaded it twice on every check). A page with frames goes through AxeBuilder:
 * its legacy mode (same rules, run in the page) for frames of our own origin; its default for a
 * frame from another origin (the hosted card form), which gathers the frames' results in a blank
 * page of its own.
 * `resultTypes: ['violations']`: axe still runs every rule on every element, but builds selectors
 * and HTML for the violations' elements only, not for the thousands that pass (a page's run took
 * 40–50% less time, with the same violations).
 */
export async function expectNoA11yViolations(page: Page, { exclude = [] as string[] } = {}) {
  await antdSettled(page);
  const hasFrames = page.frames().length > 1;
  const violations = hasFrames ? await violationsWithFrames(page, exclude) : await violationsInPage(page, exclude);
  const blocking = violations.map((violation) => {
    const targets = violation.nodes.slice(0, 5).map((node) => node.target.join(' '));
    return `${violation.impact} ${violation.id}: ${violation.help} → ${targets.join(' | ')}`;
  });
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

/** Signs in through /sign-in as it appears to a customer and waits to land on `redirectTo`. */
export async function signIn(page: Page, { email, password }: { email: string; password: string } = DEMO_CUSTOMER, redirectTo = '/') {
  const query = redirectTo === '/' ? '' : `?redirect=${encodeURIComponent(redirectTo)}`;
  await page.goto(`/sign-in${query}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo.split('?')[0]);
}

/** Signs in through the door's API (as the sign-in form posts it) in the cookie jar of `request`: a page's or a context of its own. */
export async function signInByApi(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const answer = await request.post('/api/user/login', { form: { email, password, rememberMe: '0' } });
  expect(answer.ok(), `sign-in of ${email}: ${answer.status()} ${await answer.text()}`).toBe(true);
}

/**
 * Signs in through the door's API and opens `path` signed in. For specs whose subject comes after
 * signing in: the form itself is the subject of the accounts specs, foundation's sign-in and the
 * checkout's redirect through /sign-in, which keep `signIn`.
 */
export async function signInThroughApi(page: Page, customer: { email: string; password: string } = DEMO_CUSTOMER, path = '/') {
  await signInByApi(page.request, customer);
  await page.goto(path);
}
