// @vitest-environment node
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as ownerPack } from '@/app/[locale]/account/jobs/[id]/pack/route';
import { GET as crewPackRoute } from '@/app/[locale]/jobs/shared/[token]/pack/route';
import { callLimitConfig } from '@/server/door/call-limits';
import { door } from '@/server/door/door';
import type { Job, JobShareCreated, SharedJob } from '@/modules/jobs/contract';
import { SHOP_NAME } from '@/shared/config/constants';
import { guardPack } from '@/modules/jobs/server/pack-guard';
import { forgetCachedSheets } from '@/modules/jobs/server/sheet-cache';
import { SANDBOX_ORIGIN, server } from '../msw/server';
import { stampedPeer } from '../door/peer-stamp';
import { serverCookies, serverJar, signInAs } from './pack-harness';
import { firstSheetOnlyInFrench } from './first-sheet-french';
import { loadPdf, pageText } from './pdf-text';

/** docs/jobs.md "Job pack" in French: /fr/account/jobs/<id>/pack and /fr/jobs/shared/<token>/pack. */

vi.mock('next/headers', () => ({ cookies: async () => serverCookies() }));

const MILLER_KITCHEN = 2;
const NBSP = '\u00a0';
const frenchPack = (id: string | number) => ownerPack(new Request(`http://localhost:3000/fr/account/jobs/${id}/pack`), { params: Promise.resolve({ locale: 'fr', id: String(id) }) });

/** The job as the dashboard last answered it, its first sheet in French, the rest in English. */
let served: Job | SharedJob;
const frenchSheetsFrom = (path: string) => firstSheetOnlyInFrench(path, (job) => (served = job));

/** The first line as the French summary writes it, and its product's two sheets. */
function firstLineTexts() {
  const [line] = served.lines;
  const [data, safety] = line.technical_data;
  return {
    line: `${line.count} × ${line.product_title}${NBSP}: ${line.tag_name}, ${line.type_name}`,
    frenchSheet: `${line.product_title}${NBSP}: ${data.title}\n`,
    englishSheet: `${line.product_title}${NBSP}: ${safety.title} (en anglais)`,
    dataTitle: data.title,
  };
}

beforeEach(() => {
  serverJar.apiKey = '';
  forgetCachedSheets();
});

describe('the job pack in French', () => {
  it('writes its summary in French, asks the dashboard for French, and names a sheet it has only in English', async () => {
    server.use(frenchSheetsFrom('jobs/view'));
    await signInAs();
    const answer = await frenchPack(MILLER_KITCHEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="dossier-de-chantier-miller-kitchen.pdf"');
    const pack = await loadPdf(await answer.arrayBuffer());
    expect(pack.getTitle()).toBe(`Dossier de chantier${NBSP}: Miller kitchen`);
    expect(pack.getPageCount()).toBeGreaterThan(1);

    const summary = pageText(pack, 0);
    for (const text of [
      `${SHOP_NAME} · Dossier de chantier`,
      `Statut${NBSP}: Planifié`,
      `Superficie du plancher${NBSP}: 45${NBSP}m²`,
      `Couches${NBSP}: 2`,
      `Bois${NBSP}: Moyen (chêne)`,
      'Adresse du chantier',
      '27 Orchard Road',
      'États-Unis',
      `Tél.${NBSP}: +1 978 555 0143`,
      'Produits',
      'Fiches techniques et fiches de données de sécurité (FDS)',
    ]) {
      expect(summary).toContain(text);
    }
    const expected = firstLineTexts();
    expect(summary).toContain(expected.line);
    expect(summary).toContain(expected.frenchSheet);
    expect(summary).toContain(expected.englishSheet);
    expect(summary).not.toContain(`${expected.dataTitle} (en anglais)`);
    expect(summary).not.toMatch(/Status:|Floor area|Job pack|Data and safety|United States|Phone /);
  });

  it('says a sheet that could not be had is not available, in French', async () => {
    server.use(http.get(`${SANDBOX_ORIGIN}/uploads/pdf/technical/nordwood-pure-led-hardwax-oil-tds.fr.pdf`, () => new Response(null, { status: 500 })));
    await signInAs();
    const pack = await loadPdf(await (await frenchPack(MILLER_KITCHEN)).arrayBuffer());
    const summary = pageText(pack, 0);
    // The sandbox has this oil's sheets in French: its French data sheet could not be had.
    expect(summary).toContain(`Huile-cire dure DEL Nordwood Pure${NBSP}: Fiche technique (non disponible)\n`);
    expect(summary).not.toContain('(en anglais)');
    expect(summary).toContain('Une fiche marquée non disponible');
  });

  it('sends a signed-out customer to the French sign-in, back to the French job', async () => {
    const signedOut = await frenchPack(MILLER_KITCHEN);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/fr/sign-in?redirect=%2Ffr%2Faccount%2Fjobs%2F2');
    await signInAs();
    const missing = await frenchPack(999);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Introuvable');
  });

  it('says the shop is busy in French', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubEnv('JOB_PACK_MAX_IN_FLIGHT', '1');
    try {
      const first = guardPack(new Request('http://localhost:3000/fr/x', { headers: stampedPeer('203.0.113.70') }), undefined, async () => {
        await held;
        return new Response('ok');
      }, 'fr');
      const second = await guardPack(new Request('http://localhost:3000/fr/x', { headers: stampedPeer('203.0.113.71') }), undefined, async () => new Response('ok'), 'fr');
      expect(second.status).toBe(503);
      expect(await second.text()).toBe('Beaucoup de dossiers de chantier sont en préparation en ce moment. Réessayez dans quelques secondes.');
      release();
      expect((await first).status).toBe(200);
    } finally {
      release();
      vi.unstubAllEnvs();
    }
  });
});

describe('the crew’s pack of a French link', () => {
  const crewPack = (token: string, peer = '203.0.113.60') =>
    crewPackRoute(new Request(`http://localhost:3000/fr/jobs/shared/${token}/pack`, { headers: stampedPeer(peer) }), { params: Promise.resolve({ locale: 'fr', token }) });

  it('is in French, and its refusals too', async () => {
    await signInAs();
    const made = await door(new Request('http://localhost:3000/api/jobs/share', { method: 'POST', body: new URLSearchParams({ job_id: String(MILLER_KITCHEN) }), headers: { cookie: `lf_auth=${encodeURIComponent(serverJar.apiKey)}` } }));
    const link = ((await made.json()) as { data: JobShareCreated }).data;
    serverJar.apiKey = '';
    server.use(frenchSheetsFrom('jobs/shared'));

    const answer = await crewPack(link.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="dossier-de-chantier-miller-kitchen.pdf"');
    const summary = pageText(await loadPdf(await answer.arrayBuffer()), 0);
    expect(summary).toContain(`Statut${NBSP}: Planifié`);
    expect(summary).toContain(firstLineTexts().englishSheet);

    const unknown = await crewPack('x'.repeat(43), '203.0.113.61');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Introuvable');
    const { perClient } = callLimitConfig({}).crewLinks;
    for (let n = 1; n < perClient; n++) await crewPack('x'.repeat(43), '203.0.113.61');
    const limited = await crewPack('x'.repeat(43), '203.0.113.61');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.text()).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/);
  });
});
