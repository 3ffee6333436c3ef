// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import { DEMO_CUSTOMER } from '@sandbox/accounts/state';
import { frenchMessage } from '@sandbox/i18n/messages';
import { FIELD_LABELS_FR, MESSAGE_PATTERNS_FR, MESSAGES_FR } from '@sandbox/i18n/messages.fr';
import { API_KEY_HEADER } from '@/modules/accounts/contract';
import type { RatesAnswer } from '@/modules/checkout/contract';
import { CT_ADDRESS } from '../checkout/addresses';
import { Caller, customer, json, priceOf, productBySlug, SLUGS, startSandbox, variantForm, visitor } from './commerce-fixtures';
import { demo, expectError, MAX_MESSAGE } from './jobs-fixtures';

/** docs/contract.md §12: every `message` and `errors` text in the language asked; §8's English, byte for byte, otherwise. */

const FR = { 'accept-language': 'fr-CA' };

let sandbox: SandboxApp;
let anonymous: Caller;

beforeEach(() => {
  sandbox = startSandbox();
  anonymous = new Caller(sandbox);
});

const login = (password: string, headers: Record<string, string> = {}) =>
  anonymous.post('/api/user/login', { email: DEMO_CUSTOMER.email, password }, headers);

describe('messages in French (docs/contract.md §12)', () => {
  it('answers a wrong sign-in in French, and says so in its headers', async () => {
    const reply = await login('Wrong-pass-1', FR);
    expect(reply.status).toBe(422);
    expect(reply.headers.get('content-language')).toBe('fr-CA');
    expect(reply.headers.get('vary')).toBe('Accept-Language');
    expect(await json(reply)).toEqual({ message: 'Courriel ou mot de passe incorrect', errors: { password: 'Courriel ou mot de passe incorrect' } });
  });

  it('answers a wrong sign-in in English byte for byte without the header, and in English when asked for it', async () => {
    const english = '{"message":"Incorrect email or password","errors":{"password":"Incorrect email or password"}}';
    const bare = await login('Wrong-pass-1');
    expect(await bare.text()).toBe(english);
    expect(bare.headers.get('content-language')).toBeNull();
    const asked = await login('Wrong-pass-1', { 'accept-language': 'en-US,fr;q=0.1' });
    expect(await asked.text()).toBe(english);
    expect(asked.headers.get('content-language')).toBe('en-US');
  });

  it('answers field errors in French, field names as they are, the first as the message', async () => {
    const reply = await anonymous.post('/api/user/create', { first_name: 'A', last_name: '', email: 'not-an-email', password: '' }, FR);
    expect(reply.status).toBe(422);
    expect(await json(reply)).toEqual({
      message: 'Le prénom doit compter au moins 3\u00a0caractères',
      errors: {
        first_name: 'Le prénom doit compter au moins 3\u00a0caractères',
        last_name: 'Le nom de famille est obligatoire',
        email: 'Le courriel doit être une adresse valide',
        password: 'Le mot de passe est obligatoire',
      },
    });
  });

  it('answers a read’s field errors in French, Vary said once where the call already says it', async () => {
    const reply = await anonymous.get('/api/products', { page: 0, sort: 'colour' });
    const french = await anonymous.request('/api/products?page=0&sort=colour', { headers: FR });
    expect(french.headers.get('vary')).toBe('Accept-Language');
    expect((await expectError(french, 422)).errors).toEqual({
      sort: expect.stringMatching(/^Le tri doit être l’une des valeurs suivantes\u00a0: /),
      page: 'La page doit être un nombre entier à partir de 1',
    });
    expect((await expectError(reply, 422)).errors?.page).toBe('Page must be a whole number from 1');
  });

  it('answers an address’s field errors in French', async () => {
    const buyer = await customer(sandbox);
    const reply = await buyer.post('/api/shipping/get-rates', { ...CT_ADDRESS, city: '', zip: '0661', phone: 'call me' }, FR);
    expect((await expectError(reply, 422)).errors).toEqual({
      city: 'La ville est obligatoire',
      zip: 'Veuillez entrer un code ZIP valide (p. ex. 06610).',
      phone: 'Le numéro de téléphone ne peut contenir que des chiffres et des symboles',
    });
  });

  it('answers no rates with the French message, English without the header', async () => {
    const buyer = await customer(sandbox);
    const alaska = { ...CT_ADDRESS, state: 'Alaska', state_code: 'AK', city: 'Ketchikan', zip: '99950' };
    const french = await buyer.post('/api/shipping/get-rates', alaska, FR);
    expect(french.headers.get('content-language')).toBe('fr-CA');
    expect((await json<RatesAnswer>(french)).message).toBe('Désolé, aucune option de livraison n’est offerte pour cette adresse.');
    const english = await buyer.post('/api/shipping/get-rates', alaska);
    expect(await english.text()).toBe('{"data":[],"tax":{"TaxRate":0},"message":"Sorry, no shipping options available for this address."}');
  });

  it('answers a quantity above 10 in French', async () => {
    const caller = await visitor(sandbox);
    const oil = productBySlug(sandbox, SLUGS.clearOil);
    const french = 'Pour commander plus de 10\u00a0produits, veuillez communiquer avec nous.';
    const reply = await caller.post('/api/basket/data', variantForm(oil, priceOf(oil, '1 L'), { count: 11 }), FR);
    expect(await expectError(reply, 422)).toEqual({ message: french, errors: { count: french } });
    const english = await caller.post('/api/basket/data', variantForm(oil, priceOf(oil, '1 L'), { count: 11 }));
    expect(await english.text()).toBe(JSON.stringify({ message: MAX_MESSAGE, errors: { count: MAX_MESSAGE } }));
  });

  it('answers an unknown call in French, with the call as it came', async () => {
    const reply = await anonymous.request('/api/nothing/here', { headers: FR });
    expect(await expectError(reply, 404)).toEqual({ message: 'Appel inconnu\u00a0: GET /api/nothing/here' });
    expect(await (await anonymous.request('/api/nothing/here')).text()).toBe('{"message":"No such call: GET /api/nothing/here"}');
  });

  it('answers success messages in French', async () => {
    const subscribed = await anonymous.post('/api/subscribe', { email: 'new.reader@example.com' }, FR);
    expect(await json(subscribed)).toEqual({ success: true, message: 'Merci de votre abonnement\u00a0!' });
    const again = await anonymous.post('/api/subscribe', { email: 'new.reader@example.com' }, FR);
    expect(await expectError(again, 422)).toEqual({
      success: false,
      message: 'Cette adresse courriel est déjà abonnée.',
      errors: { email: 'Cette adresse courriel est déjà abonnée.' },
    });
    const englishAgain = await anonymous.post('/api/subscribe', { email: 'new.reader@example.com' });
    expect(await englishAgain.text()).toBe('{"success":false,"message":"This email is already subscribed.","errors":{"email":"This email is already subscribed."}}');
    const signedOut = await (await customer(sandbox)).post('/api/user/logout', {}, FR);
    expect(await json(signedOut)).toEqual({ success: true, message: 'Votre session a été fermée.' });
  });

  it('answers an expired key and a job call in French', async () => {
    const expired = await new Caller(sandbox, { [API_KEY_HEADER]: 'no-such-key' }).post('/api/user/user-get', {}, FR);
    expect(await expectError(expired, 401)).toEqual({ message: 'Votre session a expiré. Veuillez vous reconnecter.' });
    const owner = await demo(sandbox);
    const nameless = await owner.post('/api/jobs/create', { name: ' ' }, FR);
    expect((await expectError(nameless, 422)).errors).toEqual({ name: 'Le nom est obligatoire' });
    const missing = await owner.post('/api/jobs/view', {}, FR);
    expect(await expectError(missing, 422)).toEqual({ message: 'Le champ job_id est obligatoire', errors: { job_id: 'Le champ job_id est obligatoire' } });
    const gone = await owner.post('/api/jobs/view', { job_id: 999_999 }, FR);
    expect(await expectError(gone, 404)).toEqual({ message: 'Chantier introuvable.' });
  });
});

/**
 * Completeness: every English message the sandbox can answer has French that differs from it.
 *
 * Messages reach fail()/invalid()/say() through constants, `errors.x = …`, `refuse({…})`,
 * FieldErrors and the storefront's shared constants, so following call sites would miss most of
 * them. Instead this reads every string literal and template (holes as `{}`) of the sandbox's
 * sources with the TypeScript parser, plus the `@/…` declarations the sandbox imports under a
 * message name (`MAX_QUANTITY_MESSAGE`, `areaMaxMessage`), and takes as a message every text that
 * reads as English words: a space, a lowercase word, and a capital, a hole or a field name
 * (`job_id is required`) first. Files that answer no message, and the few such texts that are not
 * messages, are listed below with the reason; anything new is a message until said otherwise.
 * A template counts as covered when, its holes filled with a number, a label or a field name,
 * it has French. Labels (FieldErrors, the address check) are typed FieldLabel, so tsc holds them.
 */
const SANDBOX = 'sandbox/src';

const NOT_ANSWERING: Record<string, string> = {
  'accounts/mails.ts': 'mails, with their own French',
  'catalogue/product-docs.ts': 'the PDF sheets’ text, with their own French',
  'commerce/payment-form.ts': 'the hosted card form (outside /api, English as the provider’s): the request’s language is never read there',
  'commerce/card-check.ts': 'the hosted card form’s checks (see payment-form.ts)',
  'commerce/payment-page.ts': 'the hosted card form’s HTML',
  'commerce/payment-page-script.ts': 'the hosted card form’s script',
  'commerce/tax-rates.ts': 'state and province names (data)',
  'commerce/offers.ts': 'offers’ discount_message: French in commerce/offers.fr.ts (tests/sandbox/french-basket.test.ts)',
  'commerce/promotion.ts': 'the promotion’s discount_message (commerce/offers.fr.ts) and terms (catalogue/seed-media.fr.ts)',
  'assets.ts': '/uploads files (outside /api; the language is not read there)',
  'tools.ts': '/__sandbox test tools (outside /api; the language is not read there)',
  'db.ts': 'the mail log line',
};

const NOT_MESSAGES: Record<string, string> = {
  'SANDBOX_JOBS must be "on" or "off", not "{}".': 'a start-up error, thrown, never answered',
  '{}=<file {}>': 'a form field in the idempotency fingerprint',
  'Delivery in 1 to 3 business days; not guaranteed.': 'a rate’s duration_terms: carrier data, like a product title',
  'Delivery in 2 to 5 business days; not guaranteed.': 'a rate’s duration_terms',
  'Delivery by the end of the second business day.': 'a rate’s duration_terms',
  'Next business day by 3 pm to most addresses.': 'a rate’s duration_terms',
};

interface Text {
  text: string;
  template: boolean;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const parse = (path: string) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);

function textsOf(node: ts.Node, where: string, out: Text[] = []): Text[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) out.push({ text: node.text, template: false, where });
  } else if (ts.isTemplateExpression(node)) {
    out.push({ text: node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''), template: true, where });
  }
  node.forEachChild((child) => void textsOf(child, where, out));
  return out;
}

/** The declaration of `name` in the storefront module `@/…` names, following `export { name } from`. */
function declarationOf(specifier: string, name: string): ts.Node {
  const base = join('src', specifier.slice(2));
  const path = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => {
    try {
      return readFileSync(candidate) !== null;
    } catch {
      return false;
    }
  });
  if (!path) throw new Error(`cannot find ${specifier}`);
  const file = parse(path);
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.declarations.some((d) => d.name.getText() === name)) return statement;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (statement.exportClause.elements.some((e) => e.name.text === name) && from.startsWith('@/')) return declarationOf(from, name);
    }
  }
  throw new Error(`cannot find ${name} in ${path}`);
}

function sandboxTexts(): Text[] {
  const texts: Text[] = [];
  for (const path of sourceFiles(SANDBOX)) {
    const name = relative(SANDBOX, path);
    if (/(^|\/)seed[^/]*\.ts$|\.fr\.ts$|^art\/|^i18n\//.test(name) || name in NOT_ANSWERING) continue;
    const file = parse(path);
    textsOf(file, name, texts);
    // What it imports or re-exports from the storefront's modules under a message name.
    for (const statement of file.statements) {
      const named = ts.isImportDeclaration(statement)
        ? !statement.importClause?.isTypeOnly && statement.importClause?.namedBindings
        : ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause;
      const from = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text : undefined;
      if (!from?.startsWith('@/') || !named || !(ts.isNamedImports(named) || ts.isNamedExports(named))) continue;
      for (const element of named.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (!element.isTypeOnly && /message/i.test(imported)) textsOf(declarationOf(from, imported), `${from} ${imported}`, texts);
      }
    }
  }
  return texts;
}

const readsAsMessage = (text: string) =>
  / /.test(text) && /\b[a-z]{2,}\b/.test(text.replaceAll('{}', '')) && /^([A-Z]|\{\}|[a-z_]+ is )/.test(text);

const SAMPLES = ['10', 'Email', 'line_id'];
const hasFrench = ({ text, template }: Text) =>
  Object.hasOwn(FIELD_LABELS_FR, text) ||
  (template ? SAMPLES.map((sample) => text.replaceAll('{}', sample)) : [text]).some((english) => {
    const french = frenchMessage(english);
    return french !== null && french !== english;
  });

describe('every message has French (sandbox/src/i18n/messages.fr.ts)', () => {
  const texts = sandboxTexts();
  const messages = texts.filter((t) => readsAsMessage(t.text) && !(t.text in NOT_MESSAGES));

  it('finds the messages it should (the scan itself works)', () => {
    const found = new Set(messages.map((m) => m.text));
    for (const known of ['Incorrect email or password', MAX_MESSAGE, 'No such call: {} {}', '{} is required', 'job_id is required', 'Name must be at most {} characters']) {
      expect(found).toContain(known);
    }
    expect(messages.length).toBeGreaterThan(90);
  });

  it('has French, different from the English, for each', () => {
    const missing = messages.filter((message) => !hasFrench(message)).map(({ text, where }) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('keeps no French for a message the sandbox no longer writes', () => {
    const written = new Set(texts.map((t) => t.text));
    const shapeOf = (english: string) => english.replace(/\{\w+\}/g, '{}');
    expect(Object.keys(MESSAGES_FR).filter((english) => !written.has(english))).toEqual([]);
    const shapes = new Set(texts.filter((t) => t.template).map((t) => t.text));
    expect(MESSAGE_PATTERNS_FR.map((p) => shapeOf(p.english)).filter((shape) => !shapes.has(shape))).toEqual([]);
  });

  it('writes each French differently from its English, with ’ and no plain space before « : ; ? ! »', () => {
    const french = [...Object.entries(MESSAGES_FR), ...Object.entries(FIELD_LABELS_FR)];
    for (const [english, text] of french) {
      expect(text, english).not.toBe(english);
      expect(text, english).not.toMatch(/'| [:;?!»]|« /);
    }
  });
});
