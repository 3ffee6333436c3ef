import { useTranslations } from 'next-intl';
import { CardGridSkeleton } from '@/shared/ui/CardGridSkeleton';
import gridStyles from './ArticleGrid.module.css';

/** ArticleGrid's shape while the next blog list renders. */
export function ArticleGridSkeleton() {
  const t = useTranslations('content.client.blog');
  return <CardGridSkeleton gridClassName={gridStyles.grid} status={t('loadingArticles')} imageRatio="16 / 9" cards={6} />;
}
