/**
 * Cache tags by product id, so that a new review expires only the pages that show it (the door's
 * `expiresReviewsOf`, src/server/door/calls.ts) and never the catalogue, its search index or the
 * other products' pages.
 */

/** A product's own page: its reviews, rating and review count. */
export const productPageTag = (id: number) => `product-page:${id}`;

/** A list (`/products`, the home page) that shows the product's card, with its rating and review count. */
export const productCardTag = (id: number) => `product-card:${id}`;

/** A product's read by slug (its page's data, modules/catalogue/server/reads.ts). */
export const productSlugTag = (slug: string) => `product:${slug}`;
