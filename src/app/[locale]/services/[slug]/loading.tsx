'use client';

import { useTranslations } from 'next-intl';
import { ContentSkeleton } from '@/modules/content/components';

/**
 * Shown while the page loads on client navigation. A client component: it renders in the
 * layout's pass, where the page's setRequestLocale does not reach, so it reads the layout's words
 * (a server read of them would make the page read the request's headers).
 */
export default function Loading() {
  const t = useTranslations('content.client.loading');
  return <ContentSkeleton label={t('service')} />;
}
