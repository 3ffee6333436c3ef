import { LOCALE_SEGMENTS, splitLocale } from '@/shared/i18n/locale-path.mjs';

/**
 * What the service worker does with a GET request (docs/offline.md). Pure, so the
 * rules are tested without a browser.
 * - page / rsc: kept as last seen (network first); Next's navigation answers (RSC) apart from HTML,
 *   since the same URL answers both;
 * - personal-page / personal-rsc: the same for one customer's pages, in that customer's caches;
 * - personal-file: a job's pack (PDF) once opened, kept as last seen in that customer's caches;
 * - sheet: a technical data sheet or service PDF once opened, kept as last seen;
 * - asset: the build's hashed files, icons and the manifest (cache first: they never change);
 * - image: catalogue images (kept, with a limit);
 * - crew-link: a crew link's page opened (src/app/[locale]/jobs/shared): from the network only, never kept
 *   (the link is the key to a job, so no device keeps what it opened, and a revoked link opens
 *   nowhere); without signal the offline page says so;
 * - network: everything else, never kept — /api/* among it, sign-in, the plain-form routes, a crew
 *   link's pack and navigation answers.
 * A page's rules read its path without the language prefix (docs/i18n.md): `/fr/account/…` is as
 * personal as `/account/…`, `/fr/jobs/shared/…` as never kept as `/jobs/shared/…`.
 */
export type RequestKind = 'page' | 'rsc' | 'personal-page' | 'personal-rsc' | 'personal-file' | 'sheet' | 'asset' | 'image' | 'crew-link' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** request.mode: 'navigate' for a page load. */
  mode: string;
  /** The request's RSC header ('1' for Next's navigation answers). */
  rsc: string | null;
  /** The request's Accept header. */
  accept: string | null;
}

/**
 * The path a page's rules read: without its language prefix (`/fr/account` → `/account`), however
 * many slashes lead it and however the prefix is cased (`//FR/jobs/shared/…`), so the French
 * spelling of a rule's page gets the rule. Files (`/_next/…`, `/uploads/…`) have no French
 * spelling and are read as asked.
 */
export function pagePathOf(path: string): string {
  const single = path.replace(/^\/{2,}/, '/');
  const prefix = /^\/([^/]+)/.exec(single)?.[1] ?? '';
  const known = (LOCALE_SEGMENTS as readonly string[]).includes(prefix.toLowerCase());
  return splitLocale(known ? `/${prefix.toLowerCase()}${single.slice(prefix.length + 1)}` : single).rest;
}

/** Pages that show one customer's data. */
const PERSONAL = [/^\/account(\/|$)/, /^\/basket\/?$/];

/** Pages that must come from the network each time: signing in, tokens in links, form posts' answers. */
const NEVER_KEPT = [/^\/api\//, /^\/sign-in/, /^\/reset-password/, /^\/confirm-email/, /^\/registration-status/, /^\/basket\/(add|quantity)/, /^\/sw\.js$/, /^\/healthz/];

/** Crew links (src/app/[locale]/jobs/shared), their pack among them, however the address is spelled. */
const CREW_LINK = /^\/+jobs\/+shared(\/|$)/i;

const ASSETS = [/^\/_next\/static\//, /^\/icons\//, /^\/manifest\.webmanifest$/, /^\/icon\.svg$/, /^\/favicon\.ico$/];

/** The job pack's route (src/app/[locale]/account/jobs/[id]/pack): one customer's PDF. */
const JOB_PACK = /^\/account\/jobs\/\d+\/pack$/;

/** Documents among the dashboard's files: sheets before images, whatever folder they are in. */
const SHEET = /^\/uploads\/.+\.pdf$/i;

const IMAGES = [/^\/_next\/image/, /^\/uploads\//, /^\/img\//];

export function requestKind(request: RequestFacts, origin: string): RequestKind {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  // Decoded once, as the router reads it: `/%61pi/…` is `/api/…`, never kept either.
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return 'network';
  }
  const page = pagePathOf(path);
  // Both spellings: a rule that keeps something off the device holds for the path as asked and for its page.
  const either = (rule: RegExp) => rule.test(path) || rule.test(page);
  if (NEVER_KEPT.some(either)) return 'network';
  if (either(CREW_LINK)) return request.mode === 'navigate' && request.rsc === null && !url.searchParams.has('_rsc') ? 'crew-link' : 'network';
  if (ASSETS.some((rule) => rule.test(path))) return 'asset';
  if (JOB_PACK.test(page)) return 'personal-file';
  if (SHEET.test(path)) return 'sheet';
  if (IMAGES.some((rule) => rule.test(path))) return 'image';
  const personal = PERSONAL.some((rule) => rule.test(page));
  if (request.rsc === '1' || url.searchParams.has('_rsc')) return personal ? 'personal-rsc' : 'rsc';
  const isPage = request.mode === 'navigate' || (request.accept ?? '').includes('text/html');
  if (!isPage) return 'network';
  return personal ? 'personal-page' : 'page';
}
