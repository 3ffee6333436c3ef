import { useLocale, useTranslations } from 'next-intl';
import { LinkAfterLoad } from './LinkAfterLoad';
import { Card } from '@/shared/ui/Card';
import type { ProductSummary } from '@/modules/catalogue/contract';
import { contentLang } from '@/shared/i18n/content-language';
import { formatPrice } from '@/shared/ui/format';
import { Stars } from '@/shared/ui/Stars';
import { ColorSwatches } from './ColorSwatches';
import { productHref } from '@/shared/config/page-paths';
import styles from './ProductCard.module.css';

/** Matches ProductGrid's columns: 2 up to md, 3 up to xl, 4 above (container max 1200px). */
export const PRODUCT_CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 31vw, 47vw';

export interface ProductCardProps {
  product: ProductSummary;
  /** Eager-load the image (the first row of a list, above the fold). */
  eager?: boolean;
  /** The list's likely LCP image: fetched ahead of the rest. */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, eager = false, highPriority = false, headingLevel = 'h3' }: ProductCardProps) {
  const t = useTranslations('catalogue.client.card');
  const locale = useLocale();
  // The dashboard's names, marked when it had none in the page's language (docs/i18n.md).
  const lang = contentLang(product, locale);
  const category = product.categories[0]?.name;
  return (
    <Card
      img={product.img}
      sizes={PRODUCT_CARD_SIZES}
      shape="square"
      eager={eager}
      highPriority={highPriority}
      headingLevel={headingLevel}
      eyebrow={category ? { kind: <span lang={lang}>{category}</span> } : undefined}
      title={
        <LinkAfterLoad href={productHref(product.slug)} className="card-link" lang={lang}>
          {product.title}
        </LinkAfterLoad>
      }
    >
      {product.reviews_count > 0 && (
        <p className={styles.rating}>
          <Stars value={product.rating} size={14} />
          <span className="muted">({product.reviews_count})</span>
        </p>
      )}
      <ColorSwatches colors={product.color} />
      <p className={styles.price}>
        {product.price_type_data.length > 0 ? (
          t.rich('from', {
            amount: formatPrice(product.price_from, locale),
            price: (chunks) => <strong data-last-seen>{chunks}</strong>,
          })
        ) : (
          <strong className={styles.onRequest}>{t('priceOnRequest')}</strong>
        )}
      </p>
    </Card>
  );
}
