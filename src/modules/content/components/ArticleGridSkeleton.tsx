import { CardGridSkeleton } from '@/shared/ui/CardGridSkeleton';
import gridStyles from './ArticleGrid.module.css';

/** ArticleGrid's shape while the next blog list renders. */
export function ArticleGridSkeleton() {
  return <CardGridSkeleton gridClassName={gridStyles.grid} status="Loading articles…" imageRatio="16 / 9" cards={6} />;
}
