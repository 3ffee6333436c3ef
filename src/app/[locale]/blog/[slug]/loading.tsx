import { ContentSkeleton } from '@/modules/content/components';

export default function Loading() {
  return <ContentSkeleton label="Loading the article…" />;
}
