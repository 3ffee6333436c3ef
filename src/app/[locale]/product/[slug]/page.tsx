import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/_i18n/page-locale';
import { JobsForBasket } from '@/app/_compose/JobsForBasket';
import { JobDialogPreload } from '@/app/_modals/JobDialogPreload';
import { AddToBasketForm } from '@/modules/basket/components';
import { getProducts } from '@/modules/catalogue/server';
import { LARGEST_PAGE } from '@/shared/api/every-page';
import { ProductActions } from '@/modules/catalogue/components';
import { ProductGallery } from '@/modules/catalogue/components';
import { productHref } from '@/shared/config/page-paths';
import { jsonLdText, productJsonLd } from '@/modules/catalogue';
import { ProductReviews } from '@/modules/reviews/components';
import type { Product } from '@/modules/catalogue/contract';
import { htmlToText, sanitizeHtml } from '@/server/security/sanitize';
import { contentLang } from '@/shared/i18n/content-language';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { Link } from '@/shared/i18n/navigation';
import { absoluteUrl, pageMetadata } from '@/shared/seo/metadata';
import { Stars } from '@/shared/ui/Stars';
import { loadProduct } from './load-product';
import styles from './product.module.css';

interface ProductPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

/**
 * The newest products (one dashboard page) are static at build; every other slug renders on its
 * first visit and is then cached like them, refreshed every 5 minutes (and by tag). A catalogue
 * of 10,000 products would otherwise make the build render 10,000 pages.
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  try {
    const newest = await getProducts({ page: 1, per_page: LARGEST_PAGE });
    return newest.models.map((product) => ({ slug: product.slug }));
  } catch (error) {
    // A build without a reachable dashboard still succeeds; pages then render on first request.
    console.warn(`[product] static params skipped: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

const META_DESCRIPTION_MAX = 160;

function metaDescription(product: Product): string {
  const text = product.short_description || htmlToText(product.description);
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const product = await loadProduct((await params).slug, locale);
  return pageMetadata({
    title: product.title,
    description: metaDescription(product),
    path: productHref(product.slug),
    image: product.img,
    locale,
  });
}

function galleryImages(product: Product, viewOf: (index: number) => string) {
  const sources = [...new Set([product.img, ...product.images].filter(Boolean))];
  return sources.map((src, index) => ({ src, alt: index === 0 ? product.title : viewOf(index + 1) }));
}

export default async function ProductPage({ params }: ProductPageProps) {
  const locale = await pageLocale(params);
  const [product, t] = await Promise.all([loadProduct((await params).slug, locale), getTranslations({ locale, namespace: 'catalogue.server.product' })]);
  const images = galleryImages(product, (index) => t('imageView', { title: product.title, index }));
  const purchasable = product.price_type_data.length > 0;
  // The dashboard's texts of this product, marked when it had none in the page's language (docs/i18n.md).
  const lang = contentLang(product, locale);
  const jsonLd = productJsonLd({
    product,
    url: absoluteUrl(localePath(productHref(product.slug), locale)),
    images: images.map((image) => absoluteUrl(image.src)),
    description: metaDescription(product),
    locale,
  });

  return (
    <div className="container page">
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">{t('home')}</Link>
          </li>
          <li>
            <Link href="/products">{t('products')}</Link>
          </li>
          <li aria-current="page" lang={lang}>
            {product.title}
          </li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <ProductGallery images={images} />
        <section className={styles.details} aria-labelledby="product-title">
          {product.categories.length > 0 && (
            <ul className={styles.categories} aria-label={t('categories')} lang={lang}>
              {product.categories.map((category) => (
                <li key={category.id}>
                  {/* A filtered list is a dynamic page: not worth prefetching on every product view. */}
                  <Link href={`/products?categories=${category.id}`} prefetch={false}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h1 id="product-title" className={styles.title} lang={lang}>
            {product.title}
          </h1>
          {product.reviews_count > 0 && (
            <a href="#reviews" className={styles.rating}>
              <Stars value={product.rating} size={16} />
              <span>{t('reviews', { count: product.reviews_count })}</span>
            </a>
          )}
          {product.short_description && (
            <p className={styles.lead} lang={lang}>
              {product.short_description}
            </p>
          )}
          {purchasable ? (
            // Only what the picker needs crosses to the client (keeps the RSC payload small).
            <>
              <JobsForBasket>
                <AddToBasketForm
                  product={{ id: product.id, slug: product.slug, title: product.title, price_type_data: product.price_type_data, color: product.color, coverage: product.coverage }}
                  returnTo={localePath(productHref(product.slug), locale)}
                />
              </JobsForBasket>
              <JobDialogPreload />
            </>
          ) : (
            <p className={styles.onRequest}>{t('priceOnRequest')}</p>
          )}
          <ProductActions
            id={product.id}
            title={product.title}
            request_kind={product.request_kind}
            technical_data={product.technical_data}
            services_pdf={product.services_pdf}
            requestIsPrimary={!purchasable}
          />
        </section>
      </div>

      {product.description && (
        <section className={styles.description} aria-labelledby="description-heading">
          <h2 id="description-heading">{t('description')}</h2>
          <div className={styles.prose} lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.description) }} />
        </section>
      )}

      <ProductReviews product={product} />

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}
