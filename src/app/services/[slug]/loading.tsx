import { ContentSkeleton } from '@/features/content/components/ContentSkeleton';

export default function Loading() {
  return <ContentSkeleton label="Loading the service…" />;
}
