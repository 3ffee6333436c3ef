import { AWARDS, CATEGORIES } from '@/modules/catalogue/static-content';
import { PRODUCT_SEEDS, productDetailPath, productImagePath, serviceImagePath } from '../catalogue/seed';
import { productDocuments, productDocumentsFr } from '../catalogue/product-docs';
import { productFrench } from '../i18n/localise';
import { MEDIA_SEEDS, mediaPath, mediaThumbPath } from '../catalogue/seed-media';
import { REVIEW_PHOTO_FINISHES, reviewPhotoPath } from '../catalogue/seed-reviews';
import { SERVICES, servicePdfPath } from '../catalogue/seed-services';
import { ARTICLE_SEEDS, articleImagePath } from '../content/seed-articles';
import { renderPdf } from './pdf';
import { serviceDocumentsFr } from '../i18n/service-docs';
import { awardBadge, carrierBadge } from './scenes/badges';
import { heroShot, detailShot, productShot, roomShot, type ProductArt } from './scenes/product-shot';
import { SHIPPO_LOGO_PATH } from '../commerce/rates';
import { drawRoom } from './scenes/room';

export interface Asset {
  type: 'image/png' | 'application/pdf';
  render: () => Buffer;
  /** Not drawn ahead of the first visitor (a generated catalogue's 40,000 files would keep the sandbox busy for an hour). */
  onDemand?: true;
}

const png = (render: () => { toPng: () => Buffer }): Asset => ({ type: 'image/png', render: () => render().toPng() });

const CATEGORY_ART: Record<number, ProductArt> = {
  1: PRODUCT_SEEDS[0].art,
  3: PRODUCT_SEEDS.find((p) => p.slug === 'arboris-lumen-color-oil')?.art ?? PRODUCT_SEEDS[0].art,
  5: { kind: 'machine', model: 'LUMACURE 1200', accent: '#7a5cff' },
};

/** Carrier logos by Shippo's file name; served like Shippo's own logo host (commerce/rates.ts). */
const CARRIERS = {
  USPS: { text: ['USPS'], background: '#333366', colours: ['#ffffff'] },
  UPS: { text: ['UPS'], background: '#4b2e1e', colours: ['#ffb500'] },
  FedEx: { text: ['Fed', 'Ex'], background: '#ffffff', colours: ['#4d148c', '#ff6600'] },
  CanadaPost: { text: ['CANADA POST'], background: '#d52b1e', colours: ['#ffffff'] },
};

/**
 * Every generated file the sandbox serves under /uploads, by path. Images are drawn on first
 * request (see assets.ts cache); nothing is downloaded or committed.
 * Category images are PNGs: the .jpg names in static-content map to their .png twins here.
 */
export function buildRegistry(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  PRODUCT_SEEDS.forEach((seed, i) => {
    const when = seed.generated ? { onDemand: true as const } : {};
    assets.set(productImagePath(seed.slug), { ...png(() => productShot(seed.art, seed.finish)), ...when });
    assets.set(productDetailPath(seed.slug), { ...png(() => detailShot(seed.art, seed.finish, i + 2, 640)), ...when });
    for (const document of productDocuments(seed)) assets.set(document.path, { type: 'application/pdf', render: () => renderPdf(document.doc), ...when });
    const fr = productFrench(seed.slug);
    for (const document of fr ? productDocumentsFr(seed, fr) : []) assets.set(document.path, { type: 'application/pdf', render: () => renderPdf(document.doc) });
  });
  CATEGORIES.forEach((category, i) => {
    const art = CATEGORY_ART[category.value];
    assets.set(category.img.replace(/\.jpe?g$/, '.png'), png(() => roomShot(art, '#d9c3a0', 600, 400, i + 11)));
  });
  AWARDS.forEach((award, i) => assets.set(award.img, png(() => awardBadge(i, award.year))));
  for (const [file, look] of Object.entries(CARRIERS)) assets.set(`${SHIPPO_LOGO_PATH}/${file}.png`, png(() => carrierBadge(look)));
  assets.set('/uploads/img/home/hero.png', png(() => heroShot(1280, 540)));
  SERVICES.forEach((service) => {
    assets.set(serviceImagePath(service.slug), png(() => drawRoom(880, 495, { finish: service.finish, seed: 20 + service.id })));
    for (const doc of [...service.pdfs, ...service.technical]) {
      assets.set(servicePdfPath(doc), { type: 'application/pdf', render: () => renderPdf({ title: `${service.title} - ${doc.pdf_title}`, subtitle: service.short_description, sections: doc.sections }) });
    }
    for (const { path, doc } of serviceDocumentsFr(service)) assets.set(path, { type: 'application/pdf', render: () => renderPdf(doc) });
  });
  ARTICLE_SEEDS.forEach((article, i) => assets.set(articleImagePath(article.slug), png(() => drawRoom(880, 495, { finish: article.finish, seed: 40 + i }))));
  MEDIA_SEEDS.forEach((media) => {
    assets.set(mediaPath(media.id), png(() => drawRoom(880, 495, { finish: media.finish, seed: 60 + media.id })));
    assets.set(mediaThumbPath(media.id), png(() => drawRoom(440, 248, { finish: media.finish, seed: 60 + media.id })));
  });
  REVIEW_PHOTO_FINISHES.forEach((finish, i) => assets.set(reviewPhotoPath(i + 1), png(() => drawRoom(640, 640, { finish, seed: 80 + i }))));
  return assets;
}
