import type { ProductSummary } from '@/modules/catalogue/contract';
import { ProductCard, type ProductCardProps } from './ProductCard';
import styles from './ProductGrid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  /** How many leading cards load their image eagerly (the first visible row). */
  eagerCount?: number;
  headingLevel?: ProductCardProps['headingLevel'];
  label?: string;
}

export function ProductGrid({ products, eagerCount = 0, headingLevel, label }: ProductGridProps) {
  return (
    <ul className={`card-grid ${styles.grid}`} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            highPriority={index === 0 && eagerCount > 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
