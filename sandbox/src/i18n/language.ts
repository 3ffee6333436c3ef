import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxEnv } from '../env';

/**
 * The dashboard's languages (docs/contract.md §12): English, as it always answered, and French for
 * Quebec. Tags as BCP 47 writes them, the spelling of `Content-Language` and of each item's `locale`.
 */
export const LANGUAGES = ['en-US', 'fr-CA'] as const;
export type LanguageTag = (typeof LANGUAGES)[number];
export const ENGLISH: LanguageTag = 'en-US';
export const FRENCH: LanguageTag = 'fr-CA';

interface Range {
  range: string;
  q: number;
  position: number;
}

/** `q=0.8` → 0.8; RFC 9110 §12.4.2's qvalue: 0 to 1, at most three decimals. Null when malformed. */
function qvalueOf(params: string[]): number | null {
  for (const param of params) {
    const [name, value = ''] = param.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return null;
    return Number(value);
  }
  return 1;
}

/** The header's language ranges with their weights (RFC 9110 §12.5.4); malformed members are skipped. */
export function parseAcceptLanguage(header: string): Range[] {
  return header.split(',').flatMap((member, position) => {
    const [rawRange = '', ...params] = member.split(';');
    const range = rawRange.trim().toLowerCase();
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(range)) return [];
    const q = qvalueOf(params);
    return q === null ? [] : [{ range, q, position }];
  });
}

/**
 * How closely a range names a tag: 3 the tag itself (`fr-ca`), 2 its language (`fr`), 1 the
 * same language in another region (`fr-fr`: a French reader, whatever French the shop writes),
 * 0 the wildcard, -1 not at all.
 */
function closeness(range: string, tag: LanguageTag): number {
  const lower = tag.toLowerCase();
  const language = lower.split('-')[0];
  if (range === lower) return 3;
  if (range === language) return 2;
  if (range.split('-')[0] === language) return 1;
  return range === '*' ? 0 : -1;
}

/**
 * The language to answer in: each language takes the weight of the range that names it most
 * closely (a more specific range overrides a broader one, as RFC 9110 §12.5.4 has it); the
 * heaviest above 0 wins, the one the header names first on a tie; English when none is acceptable.
 * `fr-FR;q=0.9,en;q=0.8` → fr-CA; `en-US,fr;q=0.1` → en-US; `fr;q=0` → en-US.
 */
export function negotiateLanguage(header: string): LanguageTag {
  const ranges = parseAcceptLanguage(header);
  let best: { tag: LanguageTag; q: number; position: number } | null = null;
  for (const tag of LANGUAGES) {
    let match: Range | null = null;
    let matchCloseness = -1;
    for (const range of ranges) {
      const c = closeness(range.range, tag);
      if (c < 0) continue;
      if (c > matchCloseness || (c === matchCloseness && match !== null && range.q > match.q)) {
        match = range;
        matchCloseness = c;
      }
    }
    if (!match || match.q <= 0) continue;
    if (!best || match.q > best.q || (match.q === best.q && match.position < best.position)) best = { tag, q: match.q, position: match.position };
  }
  return best?.tag ?? ENGLISH;
}

/**
 * Reads `Accept-Language` once per call: `c.get('language')` is the answer's language, or null when
 * the request did not ask (no header, or an empty one): then the answer is today's English, byte
 * for byte, without `locale` fields or `Content-Language`.
 */
export const readLanguage: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const header = c.req.header('accept-language')?.trim() ?? '';
  c.set('language', header ? negotiateLanguage(header) : null);
  await next();
};

const VARIES_BY_LANGUAGE = /(^|,)\s*accept-language\s*(,|$)/i;

/**
 * Marks an answer whose text depends on the language: `Vary: Accept-Language` always (a cache must
 * not give one language's answer to a request for the other, RFC 9110 §12.5.5), and
 * `Content-Language` when the request asked (RFC 9110 §8.5). Returns the answer's language.
 */
export function answerLanguage(c: Context<SandboxEnv>): LanguageTag | null {
  // Once, however many of the answer's texts ask (an error's message and each field's).
  if (!VARIES_BY_LANGUAGE.test(c.res.headers.get('vary') ?? '')) c.header('Vary', 'Accept-Language', { append: true });
  const language = c.get('language');
  if (language) c.header('Content-Language', language);
  return language;
}

/**
 * The customer's language sent with a form (`language`, docs/contract.md §12): 'fr-CA' or 'en-US'
 * (case-insensitive, stored in this spelling); anything else is ignored (undefined).
 */
export function formLanguage(value: string): LanguageTag | undefined {
  const lower = value.trim().toLowerCase();
  return LANGUAGES.find((tag) => tag.toLowerCase() === lower);
}
