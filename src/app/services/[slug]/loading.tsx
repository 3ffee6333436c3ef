import { ContentSkeleton } from '@/modules/content/components/ContentSkeleton';

export default function Loading() {
  return <ContentSkeleton label="Loading the service…" />;
}
