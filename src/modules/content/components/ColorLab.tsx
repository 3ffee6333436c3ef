'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { contentLang } from '@/shared/i18n/content-language';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { MADE_TO_ORDER_LINE, MAX_PICKED_COLORS, pickedColorList, togglePick, type ColorGroup } from '../color-lab/palette';
import styles from './ColorLab.module.css';

interface ColorLabProps {
  groups: ColorGroup[];
  /** The colour-matching service the request is filed under, when the dashboard offers it. */
  serviceId?: number;
}

/** The palette as large swatches; pick up to six and send them as a Custom Color Request. */
export function ColorLab({ groups, serviceId }: ColorLabProps) {
  const dispatch = useAppDispatch();
  const t = useTranslations('content.client.colorLab');
  const locale = useLocale();
  const [picked, setPicked] = useState<number[]>([]);
  const all = groups.flatMap((g) => g.colors);
  const pickedColors = picked.map((id) => all.find((c) => c.id === id)).filter((c) => c !== undefined);
  const full = picked.length >= MAX_PICKED_COLORS;

  // The request's `title` names its kind (the requests module shows it in the page's language); the description is the customer's words, in theirs.
  const sendRequest = () =>
    dispatch(
      modalOpened({
        type: 'REQUEST',
        props: { title: 'Custom Color Request', serviceId, description: t('description', { count: pickedColors.length, list: pickedColorList(pickedColors) }) },
      }),
    );

  return (
    <div className={styles.lab}>
      {groups.map((group) => (
        <fieldset key={group.line} className={styles.group}>
          {group.line === MADE_TO_ORDER_LINE ? (
            <legend className={styles.legend}>{t('madeToOrder')}</legend>
          ) : (
            // A product line's name, as the catalogue names it.
            <legend className={styles.legend}>{group.line}</legend>
          )}
          <ul className={`card-grid ${styles.grid}`}>
            {group.colors.map((color) => {
              const checked = picked.includes(color.id);
              const lang = contentLang(color, locale);
              return (
                <li key={color.id}>
                  <label className={styles.swatch} data-disabled={!checked && full ? '' : undefined}>
                    <input
                      type="checkbox"
                      className={styles.input}
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => setPicked((current) => togglePick(current, color.id))}
                    />
                    <span className={styles.chip} style={{ backgroundColor: color.hex }} aria-hidden="true" />
                    <span className={styles.name} lang={lang}>
                      {color.name}
                    </span>
                    <span className={styles.family} lang={lang}>
                      {color.family}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}

      <div className={styles.tray} role="region" aria-label={t('picked')}>
        <p className={styles.count} aria-live="polite">
          {picked.length === 0
            ? t('pickUpTo', { max: MAX_PICKED_COLORS })
            : t('pickedCount', { count: picked.length, max: MAX_PICKED_COLORS, names: pickedColors.map((c) => c.name).join(', ') })}
          {full && <span className={styles.limit}>{t('full')}</span>}
        </p>
        <div className={styles.trayActions}>
          {picked.length > 0 && (
            <button type="button" className="btn btn-ghost" onClick={() => setPicked([])}>
              {t('clear')}
            </button>
          )}
          <button type="button" className="btn btn-primary" aria-haspopup="dialog" disabled={picked.length === 0} onClick={sendRequest}>
            {t('send')}
          </button>
        </div>
      </div>
    </div>
  );
}
