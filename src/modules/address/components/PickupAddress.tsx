import { PICKUP_ADDRESS } from '@/shared/config/constants';

/** The self-pickup address (docs/contract.md §2), the same wherever it is shown. */
export function PickupAddress({ className }: { className?: string }) {
  return (
    <address className={className}>
      {PICKUP_ADDRESS.name}
      <br />
      {PICKUP_ADDRESS.street}
      <br />
      {PICKUP_ADDRESS.city}, {PICKUP_ADDRESS.state} {PICKUP_ADDRESS.zip}
    </address>
  );
}
