/**
 * What the service worker does with a GET request (README "Offline and install"). Pure, so the
 * rules are tested without a browser.
 * - page / rsc: kept as last seen (network first); Next's navigation answers (RSC) apart from HTML,
 *   since the same URL answers both;
 * - personal-page / personal-rsc: the same for one customer's pages, in caches sign-out deletes;
 * - asset: the build's hashed files, icons and the manifest (cache first: they never change);
 * - image: catalogue images (kept, with a limit);
 * - network: everything else, never kept — /api/* among it, sign-in, the plain-form routes.
 */
export type RequestKind = 'page' | 'rsc' | 'personal-page' | 'personal-rsc' | 'asset' | 'image' | 'network';

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

/** Pages that show one customer's data. */
const PERSONAL = [/^\/account(\/|$)/, /^\/basket\/?$/];

/** Pages that must come from the network each time: signing in, tokens in links, form posts' answers. */
const NEVER_KEPT = [/^\/api\//, /^\/sign-in/, /^\/reset-password/, /^\/confirm-email/, /^\/registration-status/, /^\/basket\/(add|quantity)/, /^\/sw\.js$/, /^\/healthz/];

const ASSETS = [/^\/_next\/static\//, /^\/icons\//, /^\/manifest\.webmanifest$/, /^\/icon\.svg$/, /^\/favicon\.ico$/];

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
  const path = url.pathname;
  if (NEVER_KEPT.some((rule) => rule.test(path))) return 'network';
  if (ASSETS.some((rule) => rule.test(path))) return 'asset';
  if (IMAGES.some((rule) => rule.test(path))) return 'image';
  const personal = PERSONAL.some((rule) => rule.test(path));
  if (request.rsc === '1' || url.searchParams.has('_rsc')) return personal ? 'personal-rsc' : 'rsc';
  const isPage = request.mode === 'navigate' || (request.accept ?? '').includes('text/html');
  if (!isPage) return 'network';
  return personal ? 'personal-page' : 'page';
}
