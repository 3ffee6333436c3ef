'use client';

import { Rate } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { cloneElement, type ReactElement } from 'react';
import { LANGUAGE_TAG } from '@/shared/i18n/locales';
import styles from './WriteReviewModal.module.css';

interface Props {
  value: number;
  onChange: (stars: number) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
}

type StarElement = ReactElement<{ role?: string; children: ReactElement<Record<string, unknown>> }>;

/**
 * antd's Rate with half steps, made readable by assistive tech: the group is named "Rating",
 * each star says what it stands for, and only the star holding the value is "checked"
 * (antd marks every star up to the value). Arrow keys move by half a star.
 */
export function RatingInput({ value, onChange, onBlur, invalid, describedBy }: Props) {
  const t = useTranslations('reviews.client.rating');
  const locale = useLocale();
  // rc-rate passes aria attributes and role to its <ul>, though its types do not list them.
  const group = { role: 'radiogroup', 'aria-label': t('group'), 'aria-invalid': invalid, 'aria-describedby': describedBy };
  return (
    <div className={styles.rating}>
      <Rate
        allowHalf
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        {...group}
        characterRender={(node, { index = 0 }) => {
          const star = node as StarElement;
          const stars = index + 1;
          // The <ul> is a radiogroup now, so its <li>s are no list items.
          return cloneElement(
            star,
            { role: 'none' },
            cloneElement(star.props.children, {
              'aria-label': t('star', { count: stars }),
              'aria-checked': Math.ceil(value) === stars,
            }),
          );
        }}
      />
      <span className={styles.ratingValue} aria-hidden="true">
        {value > 0 ? t('value', { value: value.toLocaleString(LANGUAGE_TAG[locale]) }) : t('notRated')}
      </span>
    </div>
  );
}
