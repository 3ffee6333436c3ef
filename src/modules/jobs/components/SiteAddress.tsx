import type { Address } from '@/modules/checkout/contract';
import { addressLines } from '@/modules/address';
import styles from './jobs.module.css';

/** A job's site, one line each as on a label. */
export function SiteAddress({ site }: { site: Address }) {
  return (
    <address>
      {addressLines(site).map((line) => (
        <span key={line} className={styles.addressLine}>
          {line}
        </span>
      ))}
    </address>
  );
}
