import type { Metadata } from 'next';
import Link from 'next/link';
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
import { absoluteUrl, pageMetadata } from '@/shared/seo/metadata';
import { Stars } from '@/shared/ui/Stars';
import { loadProduct } from './load-product';
import styles from './product.module.css';

interface ProductPageProps {
  params: Promise<{ slug: string }>;
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
  const product = await loadProduct((await params).slug);
  return pageMetadata({
    title: product.title,
    description: metaDescription(product),
    path: productHref(product.slug),
    image: product.img,
  });
}

function galleryImages(product: Product) {
  const sources = [...new Set([product.img, ...product.images].filter(Boolean))];
  return sources.map((src, index) => ({ src, alt: index === 0 ? product.title : `${product.title}, view ${index + 1}` }));
}

export default async function ProductPage({ params }: ProductPageProps) {
  const product = await loadProduct((await params).slug);
  const images = galleryImages(product);
  const purchasable = product.price_type_data.length > 0;
  const jsonLd = productJsonLd({
    product,
    url: absoluteUrl(productHref(product.slug)),
    images: images.map((image) => absoluteUrl(image.src)),
    description: metaDescription(product),
  });

  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li>
            <Link href="/products">Products</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <ProductGallery images={images} />
        <section className={styles.details} aria-labelledby="product-title">
          {product.categories.length > 0 && (
            <ul className={styles.categories} aria-label="Categories">
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
          <h1 id="product-title" className={styles.title}>
            {product.title}
          </h1>
          {product.reviews_count > 0 && (
            <a href="#reviews" className={styles.rating}>
              <Stars value={product.rating} size={16} />
              <span>
                {product.reviews_count} {product.reviews_count === 1 ? 'review' : 'reviews'}
              </span>
            </a>
          )}
          {product.short_description && <p className={styles.lead}>{product.short_description}</p>}
          {purchasable ? (
            // Only what the picker needs crosses to the client (keeps the RSC payload small).
            <>
              <JobsForBasket>
                <AddToBasketForm
                  product={{ id: product.id, slug: product.slug, title: product.title, price_type_data: product.price_type_data, color: product.color, coverage: product.coverage }}
                  returnTo={productHref(product.slug)}
                />
              </JobsForBasket>
              <JobDialogPreload />
            </>
          ) : (
            <p className={styles.onRequest}>Price on request</p>
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
          <h2 id="description-heading">Description</h2>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.description) }} />
        </section>
      )}

      <ProductReviews product={product} />

      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
    </div>
  );
}
