// @ts-check
/**
 * The encoding Next's compression (its bundled `compression`, which offers gzip and deflate)
 * gives an answer for a request's `Accept-Encoding`, worked out as that library's negotiator
 * does: q-values (`q=0` refuses), `*`, an exact name before `*`, identity implicitly acceptable
 * at the lowest q given, gzip preferred to deflate whenever gzip is acceptable. Every spelling of
 * the header falls into one of three answers, so the served-page cache keeps at most three
 * copies of a page; a replay is still checked against what Next actually sent (served-page-cache.mjs).
 */

/** @typedef {'gzip' | 'deflate' | 'identity'} ServedEncoding */
/** @typedef {{ coding: string, q: number, index: number }} Spec */
/** @typedef {{ coding: string, q: number, exact: number, order: number }} Priority */

const CODING = /^\s*([^\s;]+)\s*(?:;(.*))?$/;

/**
 * @param {string} header
 * @returns {Spec[]}
 */
function parseCodings(header) {
  /** @type {Spec[]} */
  const specs = [];
  let hasIdentity = false;
  let lowestQ = 1;
  const parts = header.split(',');
  parts.forEach((part, index) => {
    const match = CODING.exec(part.trim());
    if (!match) return;
    let q = 1;
    for (const param of (match[2] ?? '').split(';')) {
      const [name, value] = param.trim().split('=');
      if (name === 'q') {
        q = Number.parseFloat(value);
        break;
      }
    }
    const coding = match[1].toLowerCase();
    specs.push({ coding, q, index });
    hasIdentity ||= coding === 'identity' || coding === '*';
    lowestQ = Math.min(lowestQ, q || 1);
  });
  // After every entry, empty ones included (`gzip,,` ties with identity and gzip wins).
  if (!hasIdentity) specs.push({ coding: 'identity', q: lowestQ, index: parts.length });
  return specs;
}

/**
 * How much the header accepts `coding`: its most specific entry (an exact name beats `*`).
 * @param {string} coding
 * @param {Spec[]} specs
 * @returns {Priority | null}
 */
function priorityOf(coding, specs) {
  /** @type {Priority | null} */
  let best = null;
  for (const spec of specs) {
    const exact = spec.coding === coding ? 1 : spec.coding === '*' ? 0 : -1;
    if (exact < 0) continue;
    const candidate = { coding, q: spec.q, exact, order: spec.index };
    if (!best || (best.exact - candidate.exact || best.q - candidate.q || best.order - candidate.order) < 0) best = candidate;
  }
  return best;
}

/**
 * @param {string[]} codings
 * @param {Spec[]} specs
 * @returns {string | undefined}
 */
function preferred(codings, specs) {
  return codings
    .map((coding) => priorityOf(coding, specs))
    .filter((priority) => priority !== null)
    .filter((priority) => priority.q > 0)
    .sort((a, b) => b.q - a.q || b.exact - a.exact || a.order - b.order || codings.indexOf(a.coding) - codings.indexOf(b.coding))[0]?.coding;
}

/**
 * @param {string | undefined} acceptEncoding
 * @returns {ServedEncoding}
 */
export function servedEncoding(acceptEncoding) {
  const specs = parseCodings(acceptEncoding ?? '');
  let chosen = preferred(['gzip', 'deflate', 'identity'], specs);
  if (chosen === 'deflate' && preferred(['gzip'], specs)) chosen = preferred(['gzip', 'identity'], specs);
  return chosen === 'gzip' || chosen === 'deflate' ? chosen : 'identity';
}
