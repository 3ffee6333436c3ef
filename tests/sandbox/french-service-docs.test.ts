// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { SandboxApp } from '@sandbox/app';
import type { Product, Service } from '@/modules/catalogue/contract';
import { freshSandbox, json } from './commerce-fixtures';

/** The service PDFs in French beside the English ones (docs/contract.md §12). */
let sandbox: SandboxApp;

beforeEach(() => {
  ({ sandbox } = freshSandbox());
});

const data = async <T>(path: string, language?: string) =>
  (await json<{ data: T }>(await sandbox.app.request(path, language ? { headers: { 'accept-language': language } } : {}))).data;
const pdfText = async (path: string) => {
  const reply = await sandbox.app.request(path);
  expect(reply.status).toBe(200);
  return Buffer.from(await reply.arrayBuffer()).toString('latin1');
};

describe('Service PDFs in French', () => {
  it('lists a service’s PDFs in French on a French read, in English on an English one', async () => {
    const french = await data<Service>('/api/services/by-slug?slug=led-curing-machine-rental', 'fr-CA');
    expect(french.pdfs).toEqual([
      { pdf_title: 'Conditions de location', url: '/uploads/pdf/services/led-curing-machine-rental-terms.fr.pdf', locale: 'fr-CA' },
      { pdf_title: 'Tarifs de location', url: '/uploads/pdf/services/led-curing-machine-rental-rates.fr.pdf', locale: 'fr-CA' },
    ]);
    expect(french.technical_data).toEqual([{ title: 'Machine comparison', path: '/uploads/pdf/services/led-curing-machine-rental-comparison.pdf', locale: 'en-US' }]);
    const english = await data<Service>('/api/services/by-slug?slug=led-curing-machine-rental', 'en-US');
    expect(english.pdfs.map((doc) => doc.url)).toEqual(['/uploads/pdf/services/led-curing-machine-rental-terms.pdf', '/uploads/pdf/services/led-curing-machine-rental-rates.pdf']);
    const list = await data<Service[]>('/api/services', 'fr-CA');
    expect(list.flatMap((service) => service.pdfs).every((doc) => (doc as { locale?: string }).locale === 'fr-CA')).toBe(true);
  });

  it('gives a product page’s service PDFs in French', async () => {
    const product = await data<Product>('/api/products/by-slug?slug=lumacure-1200-walk-behind-curing-machine', 'fr-CA');
    expect(product.services_pdf.map((doc) => doc.pdf_title)).toContain('Programme du cours');
  });

  it('serves each French service PDF, in French, beside the English one', async () => {
    const terms = await pdfText('/uploads/pdf/services/led-curing-machine-rental-terms.fr.pdf');
    expect(terms.startsWith('%PDF')).toBe(true);
    expect(terms).toContain('Conditions de location');
    expect(await pdfText('/uploads/pdf/services/led-curing-machine-rental-terms.pdf')).toContain('Rental terms');
  });
});
