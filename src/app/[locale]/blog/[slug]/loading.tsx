import { useTranslations } from 'next-intl';
import { ContentSkeleton } from '@/modules/content/components';

export default function Loading() {
  const t = useTranslations('content.server.article');
  return <ContentSkeleton label={t('loading')} />;
}
