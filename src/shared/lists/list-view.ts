/**
 * A list whose state lives in its URL's query (`/products?categories=1,3&page=2`, `/blog?type=guide`,
 * `/search?q=oil`; docs/contract.md §2) is served from one page per state: src/proxy.ts rewrites
 * the URL to `<path>/view/<key>`, the state folded into one path segment. Equivalent queries share
 * a key, so they share one page (cached, for the lists that are); a query naming what does not
 * exist goes to the one UNKNOWN_VIEW_KEY, a 404.
 *
 * A key is the state's fields in their one order, each a letter and its value, joined by `-`
 * (`c1.3-sprice_asc-n2`), or `all` for the list with no field set. Only unreserved URL characters.
 */

/** The key of the list with every field at its default. */
export const DEFAULT_VIEW_KEY = 'all';

/** The one key every URL naming what does not exist goes to: no key ever written reads as it. */
export const UNKNOWN_VIEW_KEY = 'unknown';

const PART_SEPARATOR = '-';

/** `<path>/view`: the pages the proxy serves a list's URLs from. */
export const viewPathOf = (path: string) => `${path}/view`;

/** One query parameter of a list, as a key writes it. */
export interface ViewField {
  /** The parameter in the list's URL (`categories`). */
  param: string;
  /** The letter that names it in a key (`c`). */
  tag: string;
  /** The value as key text (unreserved characters, never `-`), and back (null: not a value it writes). */
  encode?: (value: string) => string;
  decode?: (text: string) => string | null;
}

export interface ListViewOptions<State> {
  /** The list's own URL (`/products`). */
  path: string;
  /** Its parameters, in the order a key and a link write them. */
  fields: ViewField[];
  /** The state a query names (spellings of one list read as one), or null when it names what does not exist. */
  read: (search: URLSearchParams) => State | null;
  /** The parameters a state's URL carries: a field at its default left out (undefined or empty). */
  write: (state: State) => Record<string, string | undefined>;
}

export interface ListView<State> {
  path: string;
  /** `<path>/view`: the pages the proxy serves the list's URLs from. */
  viewPath: string;
  read: (search: URLSearchParams) => State | null;
  keyOf(state: State): string;
  /** The key of a URL's query: UNKNOWN_VIEW_KEY for one that names what does not exist. */
  keyOfQuery(search: URLSearchParams): string;
  /** The state a key names, or null for a key keyOf would not have written (never cached). */
  stateOfKey(key: string): State | null;
  /** The list's shortest readable URL for a state (`/products?categories=1,3`). */
  href(state: State): string;
}

const same = (value: string) => value;

export function listView<State>({ path, fields, read, write }: ListViewOptions<State>): ListView<State> {
  const byTag = new Map(fields.map((field) => [field.tag, field]));

  const written = (state: State) =>
    fields.flatMap((field) => {
      const value = write(state)[field.param];
      return value ? [{ field, value }] : [];
    });

  function keyOf(state: State): string {
    const parts = written(state).map(({ field, value }) => `${field.tag}${(field.encode ?? same)(value)}`);
    return parts.length ? parts.join(PART_SEPARATOR) : DEFAULT_VIEW_KEY;
  }

  function queryOfKey(key: string): URLSearchParams | null {
    const search = new URLSearchParams();
    if (key === DEFAULT_VIEW_KEY) return search;
    for (const part of key.split(PART_SEPARATOR)) {
      const field = byTag.get(part[0]);
      if (!field || search.has(field.param)) return null;
      const value = (field.decode ?? same)(part.slice(1));
      if (value === null) return null;
      search.set(field.param, value);
    }
    return search;
  }

  return {
    path,
    viewPath: viewPathOf(path),
    read,
    keyOf,
    keyOfQuery(search) {
      const state = read(search);
      return state ? keyOf(state) : UNKNOWN_VIEW_KEY;
    },
    stateOfKey(key) {
      const search = queryOfKey(key);
      const state = search && read(search);
      return state && keyOf(state) === key ? state : null;
    },
    href(state) {
      const query = written(state).map(({ field, value }) => `${field.param}=${encodeURIComponent(value).replaceAll('%2C', ',')}`);
      return query.length ? `${path}?${query.join('&')}` : path;
    },
  };
}
