import { usePickupAddress } from '../use-pickup-address';

/** The self-pickup address (docs/contract.md §2), the same wherever it is shown, its name in the page's language. */
export function PickupAddress({ className }: { className?: string }) {
  const { name, street, city, state, zip } = usePickupAddress();
  return (
    <address className={className}>
      {name}
      <br />
      {street}
      <br />
      {city}, {state} {zip}
    </address>
  );
}
