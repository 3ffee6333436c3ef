import { useLocale } from 'next-intl';
import type { Address } from '@/modules/checkout/contract';
import { addressLines } from '@/modules/address';
import styles from './jobs.module.css';

/** A job's site, one line each as on a label, in the page's language (its country, « Téléphone »). */
export function SiteAddress({ site }: { site: Address }) {
  const locale = useLocale();
  return (
    <address>
      {addressLines(site, locale).map((line) => (
        <span key={line} className={styles.addressLine}>
          {line}
        </span>
      ))}
    </address>
  );
}
