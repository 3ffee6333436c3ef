import 'server-only';
import sanitize from 'sanitize-html';
import type { SafeHtml } from '@/shared/security/safe-html';

/**
 * HTML from the dashboard's editor (product descriptions, articles, services) is rendered with
 * dangerouslySetInnerHTML, so it passes this allow-list first, on the server only (sanitize-html
 * must never reach a browser bundle). Headings start at h2: the page owns its one h1.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'span',
    'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'a',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      // Only a new tab keeps a target, and then always with a safe rel; other targets are dropped.
      const rest = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'));
      const opensNewTab = attribs.target === '_blank';
      return {
        tagName,
        attribs: opensNewTab ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeHtml(html: string): SafeHtml {
  return sanitize(html, OPTIONS) as SafeHtml;
}

/** Plain text of editor HTML (meta descriptions, JSON-LD), whitespace collapsed. */
export function htmlToText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
