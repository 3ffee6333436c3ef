declare const safeHtml: unique symbol;

/**
 * Editor HTML that has passed the server's allow-list (src/server/security/sanitize.ts). Only
 * that sanitiser makes one, so a component that takes SafeHtml cannot be handed raw HTML.
 */
export type SafeHtml = string & { readonly [safeHtml]: true };
