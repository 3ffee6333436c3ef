import 'server-only';
import compile from 'icu-minify/compile';

type Tree = { readonly [key: string]: string | Tree };

/**
 * Messages as next-intl formats them in this shop: compiled from ICU once, when the server loads
 * them, so the browser is given the compiled form and ships a formatter without ICU's parser
 * (next.config.ts aliases `use-intl/format-message` to its format-only build; docs/i18n.md "Speed").
 * The tree keeps its shape and keys, so its type stays the source's for typed keys.
 */
export function precompiled<T extends object>(messages: T): T {
  // Through JSON: the compiler's plural and select options are null-prototype objects, which React
  // will not pass from a server component to the browser's provider.
  const compiled = (message: string): unknown => JSON.parse(JSON.stringify(compile(message)));
  const walk = (tree: Tree): Tree => Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compiled(value) : walk(value)])) as Tree;
  return walk(messages as unknown as Tree) as unknown as T;
}
