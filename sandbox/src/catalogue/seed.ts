import type { ColorLabColor, Coverage, MediaItem, PriceTypeData, Product, Review, Service } from '@/modules/catalogue/contract';
import { NON_DISCOUNTED_PRICE_TYPES } from '@/shared/config/constants';
import type { CatalogueState } from './state';
import { productDocuments } from './product-docs';
import { refreshRating } from './products';
import { ARBORIS_PRODUCTS } from './seed-arboris';
import { PALETTE, colorsByIds } from './seed-colors';
import { LIGHT_PRODUCTS } from './seed-lights';
import { HOLIDAY_PROMOTION, MEDIA_SEEDS, mediaPath, mediaThumbPath } from './seed-media';
import { catalogueSizeOf, generatedSeeds } from './seed-generated';
import { NORDWOOD_PRODUCTS } from './seed-nordwood';
import { RETIRED_PRODUCTS } from './seed-retired';
import { REVIEW_SEEDS, reviewPhotoPath } from './seed-reviews';
import { SERVICES, servicePdfPath } from './seed-services';
import { LITRES_BY_TYPE, TAG_IDS, TYPE_IDS, type ProductSeed } from './seed-types';

const HAND_WRITTEN: ProductSeed[] = [...NORDWOOD_PRODUCTS, ...ARBORIS_PRODUCTS, ...LIGHT_PRODUCTS];

/** The hand-written seed, then generated products up to SANDBOX_CATALOGUE_SIZE (seed-generated.ts). */
export const PRODUCT_SEEDS: ProductSeed[] = [
  ...HAND_WRITTEN,
  ...generatedSeeds(catalogueSizeOf(process.env.SANDBOX_CATALOGUE_SIZE) - HAND_WRITTEN.length),
];

/** Ids in catalogue order, skipping the ones taken (retired products, pinned price types). */
function idCounter(taken: Iterable<number>) {
  const reserved = new Set(taken);
  let next = 1;
  return () => {
    while (reserved.has(next)) next++;
    return next++;
  };
}

export const productImagePath = (slug: string) => `/uploads/img/products/${slug}.png`;
export const productDetailPath = (slug: string) => `/uploads/img/products/${slug}-detail.png`;
export const serviceImagePath = (slug: string) => `/uploads/img/services/${slug}.png`;

/** Price rows get ids in catalogue order; 30 and 52 are kept for the rows that pin them, retired rows' ids for old orders. */
function priceRows(): Map<string, PriceTypeData[]> {
  const nextId = idCounter([...NON_DISCOUNTED_PRICE_TYPES, ...RETIRED_PRODUCTS.flatMap((p) => p.price_type_data.map((row) => row.id))]);
  const rows = new Map<string, PriceTypeData[]>();
  for (const seed of PRODUCT_SEEDS) {
    rows.set(
      seed.slug,
      seed.prices.map((row) => {
        const id = row.id ?? nextId();
        return { id, tag_id: TAG_IDS[row.tag], tag_name: row.tag, type_id: TYPE_IDS[row.type], type_name: row.type, type_price: row.price };
      }),
    );
  }
  return rows;
}

/** Every size the product is sold in by the litre, from its price rows. */
function coverageOf(seed: ProductSeed, coverage: NonNullable<ProductSeed['coverage']>): Coverage {
  const sizes = [...new Set(seed.prices.map((row) => row.type))].filter((type) => type in LITRES_BY_TYPE);
  return {
    m2_per_litre_per_coat: coverage.rate,
    ...(coverage.by_porosity && { by_porosity: { ...coverage.by_porosity } }),
    containers: sizes.map((type) => ({ type_id: TYPE_IDS[type], litres: LITRES_BY_TYPE[type] })),
  };
}

function buildProducts(): { products: Product[]; nextReviewId: number } {
  const prices = priceRows();
  let reviewId = 1;
  const nextId = idCounter(RETIRED_PRODUCTS.map((p) => p.id));
  const products = PRODUCT_SEEDS.map((seed): Product => {
    const id = nextId();
    const price_type_data = prices.get(seed.slug) ?? [];
    const reviews: Review[] = (REVIEW_SEEDS[seed.slug] ?? [])
      .map((r) => ({ id: reviewId++, products_id: id, stars: r.stars, title: r.title, message: r.message, img_path: r.photos.map(reviewPhotoPath), author: r.author, created_at: r.created_at }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const product: Product = {
      id,
      slug: seed.slug,
      title: seed.title,
      img: productImagePath(seed.slug),
      images: [productImagePath(seed.slug), productDetailPath(seed.slug)],
      categories: seed.categories.map((c) => ({ ...c })),
      color: colorsByIds(seed.colorIds),
      price_type_data,
      price_from: price_type_data.length ? Math.min(...price_type_data.map((p) => p.type_price)) : 0,
      rating: 0,
      reviews_count: 0,
      created_at: seed.created_at,
      description: seed.description,
      short_description: seed.short_description,
      technical_data: productDocuments(seed).map(({ title, path }) => ({ title, path })),
      services_pdf: SERVICES.filter((s) => seed.servicePdfsFrom.includes(s.slug)).flatMap((s) => s.pdfs.map((doc) => ({ pdf_title: doc.pdf_title, url: servicePdfPath(doc) }))),
      request_kind: seed.request_kind,
      reviews,
      ...(seed.coverage && { coverage: coverageOf(seed, seed.coverage) }),
    };
    refreshRating(product);
    return product;
  });
  return { products, nextReviewId: reviewId };
}

function buildServices(): Service[] {
  return SERVICES.map((s) => ({
    id: s.id,
    slug: s.slug,
    title: s.title,
    img: serviceImagePath(s.slug),
    short_description: s.short_description,
    description: s.description,
    pdfs: s.pdfs.map((doc) => ({ pdf_title: doc.pdf_title, url: servicePdfPath(doc) })),
    technical_data: s.technical.map((doc) => ({ title: doc.pdf_title, path: servicePdfPath(doc) })),
  }));
}

function buildColors(products: Product[]): ColorLabColor[] {
  return PALETTE.map((c) => ({ ...c, products_id: products.find((p) => p.color.some((pc) => pc.id === c.id))?.id ?? null }));
}

/** A fresh, mutable catalogue from the seed (the sandbox's start and POST /__sandbox/reset). */
export function createCatalogueState(): CatalogueState {
  const { products, nextReviewId } = buildProducts();
  const media: MediaItem[] = MEDIA_SEEDS.map((m) => ({ id: m.id, title: m.title, type: 'image', url: mediaPath(m.id), thumb: mediaThumbPath(m.id) }));
  return { products, services: buildServices(), media, colors: buildColors(products), promotion: { ...HOLIDAY_PROMOTION }, nextReviewId };
}
