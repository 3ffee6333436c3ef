'use client';

import { Button, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { normaliseError } from '@/shared/api/errors';
import { COUPON_LOADING_MS } from '@/shared/config/constants';
import { checkCoupon } from '../api';
import { readCoupon, type AppliedCoupon } from '../summary';
import styles from './CheckoutModals.module.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  orderId: number | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
}

/** docs/contract.md §4/§5/§9: Promo code; nothing is sent when empty; Apply shows loading for 1.5 s. */
export function CouponField({ orderId, onApplied }: Props) {
  const id = useId();
  const t = useTranslations('checkout.client.coupon');
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    setLoading(true);
    setError(null);
    const [outcome] = await Promise.all([
      checkCoupon(trimmed, orderId).then(
        (answer) => readCoupon(trimmed, answer),
        (caught: unknown) => normaliseError(caught),
      ),
      wait(COUPON_LOADING_MS),
    ]);
    setLoading(false);
    if (outcome instanceof Error) setError(errorText(outcome));
    else if (!outcome) setError(t('invalid'));
    onApplied(outcome instanceof Error ? null : outcome);
  };

  return (
    <Form layout="vertical" component={false}>
    <Form.Item label={t('label')} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ? <span id={`${id}-help`}>{error}</span> : undefined}>
      <div className={styles.coupon}>
        <Input
          id={id}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-help` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onPressEnter={() => void apply()}
        />
        <Button onClick={() => void apply()} loading={loading}>
          {t('apply')}
        </Button>
      </div>
    </Form.Item>
    </Form>
  );
}
