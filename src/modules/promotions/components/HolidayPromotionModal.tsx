'use client';

import { Modal } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { MODAL_WIDTH } from '@/shared/config/constants';
import { contentLang } from '@/shared/i18n/content-language';
import { Link } from '@/shared/i18n/navigation';
import type { ModalPropsByType } from '@/shared/modal/types';
import { formatPromotionDay, promotionCountdown, type CountdownWords } from '../promotion-window';
import { snoozePromotion } from '../snooze';
import styles from './HolidayPromotionModal.module.css';

type HolidayPromotionModalProps = ModalPropsByType['HOLIDAY_PROMOTION'] & { onClose: () => void };

const TICK_MS = 60 * 1000;
export const CURING_LIGHTS_HREF = '/products?parent_id=5';

/** docs/contract.md §9's offer with its dates and a countdown; closing it in any way snoozes it for 10 minutes. */
export default function HolidayPromotionModal({ promotion, onClose }: HolidayPromotionModalProps) {
  const t = useTranslations('promotions.client');
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const words: CountdownWords = useMemo(
    () => ({
      finished: t('countdown.finished'),
      days: (count) => t('countdown.days', { count }),
      hours: (count) => t('countdown.hours', { count }),
      ends: (date) => t('countdown.ends', { date }),
      locale,
    }),
    [t, locale],
  );
  const countdown = promotionCountdown(promotion, now, words);

  const dismiss = () => {
    snoozePromotion();
    onClose();
  };

  return (
    <Modal
      open
      title={<span lang={contentLang(promotion, locale)}>{promotion.title}</span>}
      width={MODAL_WIDTH.default}
      onCancel={dismiss}
      footer={null}
    >
      <p className={styles.offer}>{t.rich('holiday.offer', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <p className="muted">
        {t('holiday.valid', { start: formatPromotionDay(promotion.starts_at, locale), end: formatPromotionDay(promotion.ends_at, locale) })}
      </p>
      <div className={styles.countdown}>
        {countdown.fullDate && <p className={styles.date}>{countdown.fullDate}</p>}
        <p className={styles.remaining}>{countdown.text}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={dismiss}>
          {t('holiday.remindLater')}
        </button>
        <Link href={CURING_LIGHTS_HREF} className="btn btn-primary" onClick={dismiss}>
          {t('holiday.shopLights')}
        </Link>
      </div>
    </Modal>
  );
}
