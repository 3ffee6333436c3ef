/**
 * The names the offline page lists what the device keeps under (docs/offline.md):
 * a page by its <title> as it was kept, a file by the name it downloads as. Pure, so tested
 * without a browser.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** HTML character references decoded in one pass (`&amp;lt;` is `&lt;`, not `<`). */
function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A kept page's title without the shop's " | <shop>" ending, or null when its HTML has none. */
export function pageTitleOf(html: string, shopName: string): string | null {
  const match = /<title\b[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return null;
  const title = collapse(decodeReferences(match[1]));
  const ending = `| ${shopName}`;
  const short = title.endsWith(ending) ? title.slice(0, -ending.length).trim() : title;
  return short || null;
}

function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A kept file's name: the one its answer downloads as, else the last part of its path. */
export function fileTitleOf(url: string, contentDisposition: string | null): string {
  const named = /filename="([^"]+)"/i.exec(contentDisposition ?? '')?.[1];
  if (named) return collapse(named);
  const last = new URL(url, 'http://kept.invalid').pathname.split('/').filter(Boolean).pop() ?? '';
  return collapse(decodedOnce(last)) || url;
}
