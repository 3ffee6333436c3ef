import { LinkAfterLoad } from './LinkAfterLoad';
import { Card } from '@/shared/ui/Card';
import type { ProductSummary } from '@/modules/catalogue/contract';
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
  const category = product.categories[0]?.name;
  return (
    <Card
      img={product.img}
      sizes={PRODUCT_CARD_SIZES}
      shape="square"
      eager={eager}
      highPriority={highPriority}
      headingLevel={headingLevel}
      eyebrow={category ? { kind: category } : undefined}
      title={
        <LinkAfterLoad href={productHref(product.slug)} className="card-link">
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
          <>
            From <strong data-last-seen>{formatPrice(product.price_from)}</strong>
          </>
        ) : (
          <strong className={styles.onRequest}>Price on request</strong>
        )}
      </p>
    </Card>
  );
}
