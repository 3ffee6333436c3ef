import { useTranslations } from 'next-intl';
import { CardGridSkeleton } from '@/shared/ui/CardGridSkeleton';
import gridStyles from './ProductGrid.module.css';

/** ProductGrid's shape while the next list renders. */
export function ProductGridSkeleton() {
  const t = useTranslations('catalogue.client.list');
  return <CardGridSkeleton gridClassName={gridStyles.grid} status={t('loading')} imageRatio="1 / 1" />;
}
