import type { Metadata } from 'next';
import Link from 'next/link';
import { getHome } from '@/modules/catalogue/server';
import { getNewArticles } from '@/modules/content/server';
import { ArticleGrid } from '@/modules/content/components';
import { AwardsList } from '@/modules/catalogue/components';
import { CategoryTiles } from '@/modules/catalogue/components';
import { Hero } from '@/modules/catalogue/components';
import { ProductGrid } from '@/modules/catalogue/components';
import { LazySubscribe } from '@/modules/subscribe/components';
import { productCardTag } from '@/shared/api/cache-tags';
import { tagRenderedPage } from '@/server/dashboard/cached-reads';
import { SHOP_NAME } from '@/shared/config/constants';
import { pageMetadata } from '@/shared/seo/metadata';
import styles from './home.module.css';

const FEATURED_COUNT = 8;
const NEW_COUNT = 4;

export async function generateMetadata(): Promise<Metadata> {
  const { hero } = await getHome();
  return pageMetadata({
    // The root layout's title template does not reach its own segment's page, so name the shop here.
    title: `${SHOP_NAME} — LED-cured wood-floor finishes for professionals`,
    description:
      'LED-cured hardwax oils, curing lights and stains for wood-floor professionals: instant cure, zero VOC, technical data and finishing services.',
    path: '/',
    image: hero.img,
  });
}

export default async function HomePage() {
  const [home, newArticles] = await Promise.all([getHome(), getNewArticles()]);
  const featured = home.featured.slice(0, FEATURED_COUNT);
  const newProducts = home.new_products.slice(0, NEW_COUNT);
  // A new review of a product shown here expires the home page (stale while it re-renders).
  await tagRenderedPage([...featured, ...newProducts].map((product) => productCardTag(product.id)));

  return (
    <>
      <Hero hero={home.hero} />

      <section className={`container ${styles.section}`} aria-labelledby="categories-title">
        <h2 id="categories-title">Shop by category</h2>
        <CategoryTiles />
      </section>

      {featured.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="featured-title">
          <div className={styles.sectionHead}>
            <h2 id="featured-title">Featured products</h2>
            <Link href="/products">View all products →</Link>
          </div>
          <ProductGrid products={featured} />
        </section>
      )}

      {newProducts.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="new-title">
          <div className={styles.sectionHead}>
            <h2 id="new-title">New arrivals</h2>
            <Link href="/products?sort=newest">See what’s new →</Link>
          </div>
          <ProductGrid products={newProducts} />
        </section>
      )}

      {newArticles.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="articles-title">
          <div className={styles.sectionHead}>
            <h2 id="articles-title">New on the blog</h2>
            <Link href="/blog">All articles →</Link>
          </div>
          <ArticleGrid articles={newArticles} />
        </section>
      )}

      <section className={`container ${styles.section}`} aria-labelledby="awards-title">
        <div className={styles.sectionHead}>
          <h2 id="awards-title">Awards and press</h2>
          <Link href="/awards">All awards and press →</Link>
        </div>
        <AwardsList />
      </section>

      <section className={styles.newsletter} aria-labelledby="newsletter-title">
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="newsletter-title">Get the finishing newsletter</h2>
            <p className="muted">New products, application guides and trade offers — about once a month.</p>
          </div>
          <LazySubscribe />
        </div>
      </section>
    </>
  );
}
