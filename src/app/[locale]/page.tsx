import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/app/_i18n/page-locale';
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
import { Link } from '@/shared/i18n/navigation';
import { pageMetadata } from '@/shared/seo/metadata';
import styles from './home.module.css';

const FEATURED_COUNT = 8;
const NEW_COUNT = 4;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [{ hero }, t] = await Promise.all([getHome(locale), getTranslations({ locale, namespace: 'catalogue.server.home' })]);
  return pageMetadata({
    // The root layout's title template does not reach its own segment's page, so name the shop here.
    title: t('title', { shop: SHOP_NAME }),
    description: t('description'),
    path: '/',
    image: hero.img,
    locale,
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [home, newArticles, t] = await Promise.all([getHome(locale), getNewArticles({ locale }), getTranslations({ locale, namespace: 'catalogue.server.home' })]);
  const featured = home.featured.slice(0, FEATURED_COUNT);
  const newProducts = home.new_products.slice(0, NEW_COUNT);
  // A new review of a product shown here expires the home page (stale while it re-renders).
  await tagRenderedPage([...featured, ...newProducts].map((product) => productCardTag(product.id)));

  return (
    <>
      <Hero hero={home.hero} />

      <section className={`container ${styles.section}`} aria-labelledby="categories-title">
        <h2 id="categories-title">{t('shopByCategory')}</h2>
        <CategoryTiles />
      </section>

      {featured.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="featured-title">
          <div className={styles.sectionHead}>
            <h2 id="featured-title">{t('featured')}</h2>
            <Link href="/products">{t('viewAll')}</Link>
          </div>
          <ProductGrid products={featured} />
        </section>
      )}

      {newProducts.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="new-title">
          <div className={styles.sectionHead}>
            <h2 id="new-title">{t('newArrivals')}</h2>
            <Link href="/products?sort=newest">{t('seeNew')}</Link>
          </div>
          <ProductGrid products={newProducts} />
        </section>
      )}

      {newArticles.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="articles-title">
          <div className={styles.sectionHead}>
            <h2 id="articles-title">{t('newOnBlog')}</h2>
            <Link href="/blog">{t('allArticles')}</Link>
          </div>
          <ArticleGrid articles={newArticles} />
        </section>
      )}

      <section className={`container ${styles.section}`} aria-labelledby="awards-title">
        <div className={styles.sectionHead}>
          <h2 id="awards-title">{t('awards')}</h2>
          <Link href="/awards">{t('allAwards')}</Link>
        </div>
        <AwardsList />
      </section>

      <section className={styles.newsletter} aria-labelledby="newsletter-title">
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="newsletter-title">{t('newsletterTitle')}</h2>
            <p className="muted">{t('newsletterLead')}</p>
          </div>
          <LazySubscribe />
        </div>
      </section>
    </>
  );
}
