// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import { negotiateLanguage } from '@sandbox/i18n/language';
import type { Article, ColorLabColor, HomeData, MediaItem, Page, Product, ProductSummary, Service } from '@/modules/catalogue/contract';
import { freshSandbox, json } from './commerce-fixtures';

type WithLocale<T> = T & { locale: string };

let sandbox: SandboxApp;

beforeEach(() => {
  ({ sandbox } = freshSandbox());
});

const call = (path: string, language?: string) => sandbox.app.request(path, language === undefined ? {} : { headers: { 'accept-language': language } });
const data = async <T>(path: string, language?: string) => (await json<{ data: T }>(await call(path, language))).data;
const FR = 'fr-CA';

describe('Accept-Language negotiation (RFC 9110 §12.5.4)', () => {
  it.each([
    ['fr-CA', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['fr-FR;q=0.9,en;q=0.8', 'fr-CA'],
    ['en-US,fr;q=0.1', 'en-US'],
    ['en-US;q=0.5, fr-CA;q=0.6', 'fr-CA'],
    ['fr;q=0, en;q=0.1', 'en-US'],
    ['de-DE, fr;q=0.3', 'fr-CA'],
    ['de-DE', 'en-US'],
    ['*', 'en-US'],
    ['fr;q=1.5, en;q=0.2', 'en-US'],
    ['FR-ca ; q=0.7 , en ; q=0.7', 'fr-CA'],
    ['fr, en-US;q=0.9, fr-CA;q=0.1', 'en-US'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});

describe('English without the header: today’s answers', () => {
  it('answers a product page with no locale, no Content-Language, the English texts', async () => {
    const reply = await call('/api/products/by-slug?slug=nordwood-pure-led-hardwax-oil');
    expect(reply.headers.get('content-language')).toBeNull();
    expect(reply.headers.get('vary')).toContain('Accept-Language');
    const { data: product } = await json<{ data: Product & { locale?: string } }>(reply);
    expect(product.title).toBe('Nordwood Pure LED Hardwax Oil');
    expect(product).not.toHaveProperty('locale');
    expect(product.technical_data).toEqual([
      { title: 'Technical data sheet', path: '/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-tds.pdf' },
      { title: 'Safety data sheet', path: '/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-sds.pdf' },
    ]);
    expect(product.price_type_data[0]).toMatchObject({ tag_name: 'Matte', type_name: '1 L' });
  });

  it('answers the same bytes as the stored catalogue for lists, home and articles', async () => {
    const list = await (await call('/api/products?sort=title')).text();
    expect(list).not.toContain('"locale"');
    expect(list).not.toContain('Huile');
    const home = await json<HomeData>(await call('/api/default/home'));
    expect(home.hero.title).toBe('Finish a floor in a day');
    expect(home.promotion.text).toContain('25% off curing lights');
    expect(JSON.stringify(home)).not.toContain('"locale"');
    const articles = await (await call('/api/articles')).text();
    expect(articles).not.toContain('"locale"');
  });

  it('answers the category tiles with their titles, as the dashboard always did', async () => {
    const tiles = await data<{ value: number; title: string }[]>('/api/default');
    expect(tiles.map((t) => t.title)).toEqual(['Nordwood LED Hardwax Oil', 'Arboris UV-LED Oil System', 'LED Cured Lights']);
  });
});

describe('French answers (Accept-Language: fr-CA)', () => {
  it('says Content-Language and Vary', async () => {
    const reply = await call('/api/products', FR);
    expect(reply.headers.get('content-language')).toBe('fr-CA');
    expect(reply.headers.get('vary')).toContain('Accept-Language');
    const english = await call('/api/products', 'en-US,fr;q=0.1');
    expect(english.headers.get('content-language')).toBe('en-US');
  });

  it('answers a product page in French, with French sheets and the FDS', async () => {
    const product = await data<WithLocale<Product>>('/api/products/by-slug?slug=nordwood-pure-led-hardwax-oil', FR);
    expect(product.locale).toBe('fr-CA');
    expect(product.title).toBe('Huile-cire dure DEL Nordwood Pure');
    expect(product.short_description).toContain('polymérise en quelques secondes sous la lumière DEL');
    expect(product.description).toContain('<h3>Pourquoi les pros du plancher le choisissent</h3>');
    expect(product.description).toContain('dès que la lumière DEL passe dessus\u00a0: une pièce');
    expect(product.categories[0].name).toBe('Huile-cire dure DEL Nordwood');
    expect(product.price_type_data.map((p) => p.tag_name)).toContain('Satiné');
    expect(product.price_type_data.map((p) => p.type_name)).toContain('2,5\u00a0L');
    expect(product.color[0].name).toBe('Naturel incolore');
    expect(product.technical_data).toEqual([
      { title: 'Fiche technique', path: '/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-tds.fr.pdf', locale: 'fr-CA' },
      { title: 'Fiche de données de sécurité (FDS)', path: '/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-sds.fr.pdf', locale: 'fr-CA' },
    ]);
    expect(product.reviews.length).toBeGreaterThan(0);
    const english = await data<Product>('/api/products/by-slug?slug=nordwood-pure-led-hardwax-oil');
    expect(product.reviews).toEqual(english.reviews);
  });

  it('serves the French sheets as PDFs', async () => {
    for (const path of ['/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-sds.fr.pdf', '/uploads/pdf/technical/lumacure-h4-handheld-led-lamp-manual.fr.pdf']) {
      const reply = await sandbox.app.request(path);
      expect(reply.status).toBe(200);
      const text = Buffer.from(await reply.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF')).toBe(true);
    }
    const sds = Buffer.from(await (await sandbox.app.request('/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-sds.fr.pdf')).arrayBuffer()).toString('latin1');
    expect(sds).toContain('SIMDUT 2015');
  });

  it('lists products in French, sorted by their French titles', async () => {
    const page = await data<Page<WithLocale<ProductSummary>>>('/api/products?sort=title&per_page=48', FR);
    const titles = page.models.map((p) => p.title);
    expect(titles).toContain('Teinture Arboris Deep Stain');
    expect(titles).toEqual([...titles].sort(new Intl.Collator('fr-CA').compare));
  });

  it('gives the Edge Mini lamp in French with its French sheets', async () => {
    const product = await data<WithLocale<Product>>('/api/products/by-slug?slug=lumacure-edge-mini-lamp', FR);
    expect(product.locale).toBe('fr-CA');
    expect(product.title).toBe('Lampe DEL LumaCure Edge Mini');
    expect(product.description).toContain('2,5\u00a0po (64\u00a0mm)');
    expect(product.technical_data).toEqual([
      { title: 'Fiche technique', path: '/uploads/pdf/technical/lumacure-edge-mini-lamp-tds.fr.pdf', locale: 'fr-CA' },
      { title: 'Manuel d’utilisation', path: '/uploads/pdf/technical/lumacure-edge-mini-lamp-manual.fr.pdf', locale: 'fr-CA' },
    ]);
    const sheet = await sandbox.app.request('/uploads/pdf/technical/lumacure-edge-mini-lamp-tds.fr.pdf');
    expect(sheet.status).toBe(200);
    expect(product.categories.map((c) => c.name)).toContain('Lampes de polymérisation portatives');
  });

  it('answers home, promotion and tiles in French; the newest product too', async () => {
    const home = await json<HomeData & { hero: { locale: string }; promotion: { locale: string }; new_products: WithLocale<ProductSummary>[] }>(await call('/api/default/home', FR));
    expect(home.hero.title).toBe('Un plancher fini en une journée');
    expect(home.promotion.title).toBe('Promotion des Fêtes');
    expect(home.promotion.text).toContain('Valide du 16\u00a0décembre\u00a02024 au 8\u00a0janvier\u00a02025');
    expect(home.new_products[0]).toMatchObject({ slug: 'lumacure-edge-mini-lamp', title: 'Lampe DEL LumaCure Edge Mini', locale: 'fr-CA' });
    expect(home.featured.every((p) => (p as WithLocale<ProductSummary>).locale === 'fr-CA')).toBe(true);
    const tiles = await data<WithLocale<{ title: string }>[]>('/api/default', FR);
    expect(tiles[2]).toMatchObject({ title: 'Lampes de polymérisation DEL', locale: 'fr-CA' });
  });

  it('answers services, media and the colour lab in French', async () => {
    const service = await data<WithLocale<Service>>('/api/services/by-slug?slug=led-curing-machine-rental', FR);
    expect(service).toMatchObject({ title: 'Location de machines de polymérisation', locale: 'fr-CA' });
    expect(service.description).toContain('Pas encore prêt à acheter\u00a0?');
    // Its PDFs in French: tests/sandbox/french-service-docs.test.ts; its technical documents stay English.
    expect(service.technical_data.every((doc) => (doc as { locale?: string }).locale === 'en-US')).toBe(true);
    const media = await data<WithLocale<MediaItem>[]>('/api/media/data', FR);
    expect(media[0].title).toBe('Loft à Brooklyn — Nordwood Pure mat sur chêne blanc');
    const colours = await data<WithLocale<ColorLabColor>[]>('/api/default/get-colors', FR);
    expect(colours.find((c) => c.id === 6)).toMatchObject({ name: 'Bois de grève', family: 'Gris', locale: 'fr-CA' });
  });

  it('answers articles in French, the trade-show news too', async () => {
    const article = await data<WithLocale<Article>>('/api/articles/by-slug?slug=how-to-choose-a-sheen', FR);
    expect(article.title).toBe('Mat, satiné ou semi-lustré\u00a0: comment choisir le lustre');
    expect(article.body.startsWith('<p>Le mat cache')).toBe(true);
    expect(article.locale).toBe('fr-CA');
    const show = await data<WithLocale<Article>>('/api/articles/by-slug?slug=trade-show-2024', FR);
    expect(show).toMatchObject({ title: 'Venez nous voir au salon «\u00a0Wood Flooring Expo\u00a0»', locale: 'fr-CA' });
    expect(show.body).toBe('<p>Apportez une planchette échantillon de votre propre essence et regardez-la polymériser sur place.</p>');
    const page = await data<Page<WithLocale<Article>>>('/api/articles', FR);
    expect(page.models.every((a) => a.locale === 'fr-CA')).toBe(true);
    const latest = await data<WithLocale<Article>[]>('/api/articles/new', 'fr-FR;q=0.9,en;q=0.8');
    expect(latest[0].locale).toBe('fr-CA');
  });

  it('answers English with locale en-US when the header prefers English', async () => {
    const product = await data<WithLocale<Product>>('/api/products/by-slug?slug=nordwood-pure-led-hardwax-oil', 'en-US,fr;q=0.1');
    expect(product).toMatchObject({ title: 'Nordwood Pure LED Hardwax Oil', locale: 'en-US' });
    expect(product.technical_data[0]).toMatchObject({ title: 'Technical data sheet', locale: 'en-US' });
  });
});

describe('the promotion’s French dates', () => {
  it('writes the first of a month as 1er', async () => {
    const { longDateFr } = await import('@sandbox/catalogue/seed-media.fr');
    expect(longDateFr('2025-01-01')).toBe('1er\u00a0janvier\u00a02025');
    expect(longDateFr('2024-12-16')).toBe('16\u00a0décembre\u00a02024');
  });
});
