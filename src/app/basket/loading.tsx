import { BasketSkeleton } from '@/features/basket/components/BasketSkeleton';

export default function Loading() {
  return (
    <div className="container page">
      <h1>Your basket</h1>
      <BasketSkeleton />
    </div>
  );
}
