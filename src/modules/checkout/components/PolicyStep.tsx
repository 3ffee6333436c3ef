'use client';

import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import styles from './CheckoutModals.module.css';

/** docs/contract.md §2/§9: the order processing and shipping policy; payment waits until it is accepted. */
export function PolicyStep({ onAccept }: { onAccept: () => void }) {
  const [accepted, setAccepted] = useState(false);
  return (
    <section className={styles.policy} aria-labelledby="policy-title">
      <h3 id="policy-title">Order processing and shipping policy</h3>
      <ul>
        <li>We prepare every order within 2–3 business days after the payment is confirmed.</li>
        <li>Card payments are confirmed within one business day; a payment held for review may take that long.</li>
        <li>Shipping time is the carrier&apos;s estimate and starts when the order leaves our warehouse.</li>
        <li>Orders taken by yourself are collected at our Bridgeport, CT pickup desk once we tell you they are ready.</li>
      </ul>
      <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)}>
        I have read and accept the order processing and shipping policy
      </Checkbox>
      <div className={styles.actions}>
        <Button type="primary" disabled={!accepted} onClick={onAccept}>
          Next
        </Button>
      </div>
    </section>
  );
}
