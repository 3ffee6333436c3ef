import { CardGridSkeleton } from '@/shared/ui/CardGridSkeleton';
import gridStyles from './ProductGrid.module.css';

/** ProductGrid's shape while the next list renders. */
export function ProductGridSkeleton() {
  return <CardGridSkeleton gridClassName={gridStyles.grid} status="Loading products…" imageRatio="1 / 1" />;
}
