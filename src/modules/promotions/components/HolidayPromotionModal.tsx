'use client';

import { Modal } from 'antd';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import type { ModalPropsByType } from '@/shared/modal/types';
import { formatPromotionDay, promotionCountdown } from '../promotion-window';
import { snoozePromotion } from '../snooze';
import styles from './HolidayPromotionModal.module.css';

type HolidayPromotionModalProps = ModalPropsByType['HOLIDAY_PROMOTION'] & { onClose: () => void };

const TICK_MS = 60 * 1000;
export const CURING_LIGHTS_HREF = '/products?parent_id=5';

/** docs/contract.md §9's offer with its dates and a countdown; closing it in any way snoozes it for 10 minutes. */
export default function HolidayPromotionModal({ promotion, onClose }: HolidayPromotionModalProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const countdown = promotionCountdown(promotion, now);

  const dismiss = () => {
    snoozePromotion();
    onClose();
  };

  return (
    <Modal open title={promotion.title} width={MODAL_WIDTH.default} onCancel={dismiss} footer={null}>
      <p className={styles.offer}>
        <strong>25% off curing lights</strong> and <strong>15% off additional oils</strong> with 5 litres of clear oil.
      </p>
      <p className="muted">
        Valid {formatPromotionDay(promotion.starts_at)} to {formatPromotionDay(promotion.ends_at)}. Not applied to taxes, shipping or
        handling.
      </p>
      <div className={styles.countdown}>
        {countdown.fullDate && <p className={styles.date}>{countdown.fullDate}</p>}
        <p className={styles.remaining}>{countdown.text}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={dismiss}>
          Remind me later
        </button>
        <Link href={CURING_LIGHTS_HREF} className="btn btn-primary" onClick={dismiss}>
          Shop curing lights
        </Link>
      </div>
    </Modal>
  );
}
