'use client';

import { Button, Checkbox } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './CheckoutModals.module.css';

/** docs/contract.md §2/§9: the order processing and shipping policy; payment waits until it is accepted. */
export function PolicyStep({ onAccept }: { onAccept: () => void }) {
  const [accepted, setAccepted] = useState(false);
  const t = useTranslations('checkout.client.policy');
  return (
    <section className={styles.policy} aria-labelledby="policy-title">
      <h3 id="policy-title">{t('title')}</h3>
      <ul>
        <li>{t('prepare')}</li>
        <li>{t('cards')}</li>
        <li>{t('shippingTime')}</li>
        <li>{t('pickup')}</li>
      </ul>
      <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)}>
        {t('accept')}
      </Checkbox>
      <div className={styles.actions}>
        <Button type="primary" disabled={!accepted} onClick={onAccept}>
          {t('next')}
        </Button>
      </div>
    </section>
  );
}
