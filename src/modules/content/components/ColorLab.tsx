'use client';

import { useState } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { modalOpened } from '@/shared/store/modal-slice';
import { customColorDescription, MAX_PICKED_COLORS, togglePick, type ColorGroup } from '../color-lab/palette';
import styles from './ColorLab.module.css';

interface ColorLabProps {
  groups: ColorGroup[];
  /** The colour-matching service the request is filed under, when the dashboard offers it. */
  serviceId?: number;
}

/** The palette as large swatches; pick up to six and send them as a Custom Color Request. */
export function ColorLab({ groups, serviceId }: ColorLabProps) {
  const dispatch = useAppDispatch();
  const [picked, setPicked] = useState<number[]>([]);
  const all = groups.flatMap((g) => g.colors);
  const pickedColors = picked.map((id) => all.find((c) => c.id === id)).filter((c) => c !== undefined);
  const full = picked.length >= MAX_PICKED_COLORS;

  const sendRequest = () =>
    dispatch(
      modalOpened({
        type: 'REQUEST',
        props: { title: 'Custom Color Request', serviceId, description: customColorDescription(pickedColors) },
      }),
    );

  return (
    <div className={styles.lab}>
      {groups.map((group) => (
        <fieldset key={group.line} className={styles.group}>
          <legend className={styles.legend}>{group.line}</legend>
          <ul className={`card-grid ${styles.grid}`}>
            {group.colors.map((color) => {
              const checked = picked.includes(color.id);
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
                    <span className={styles.name}>{color.name}</span>
                    <span className={styles.family}>{color.family}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}

      <div className={styles.tray} role="region" aria-label="Picked colours">
        <p className={styles.count} aria-live="polite">
          {picked.length === 0
            ? `Pick up to ${MAX_PICKED_COLORS} colours.`
            : `${picked.length} of ${MAX_PICKED_COLORS} picked: ${pickedColors.map((c) => c.name).join(', ')}`}
          {full && <span className={styles.limit}> That is the most one request can hold.</span>}
        </p>
        <div className={styles.trayActions}>
          {picked.length > 0 && (
            <button type="button" className="btn btn-ghost" onClick={() => setPicked([])}>
              Clear
            </button>
          )}
          <button type="button" className="btn btn-primary" aria-haspopup="dialog" disabled={picked.length === 0} onClick={sendRequest}>
            Send Custom Color Request
          </button>
        </div>
      </div>
    </div>
  );
}
