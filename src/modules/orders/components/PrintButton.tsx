'use client';

import { useTranslations } from 'next-intl';

/** The browser's print dialog; the invoice's print stylesheet (orders.module.css) lays out the page. */
export function PrintButton() {
  const t = useTranslations('orders.client');
  return (
    <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}
