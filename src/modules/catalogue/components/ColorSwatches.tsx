import { useTranslations } from 'next-intl';
import { MAX_PRODUCT_COLORS } from '@/shared/config/constants';
import type { ProductColor } from '@/modules/catalogue/contract';
import styles from './ColorSwatches.module.css';

export interface ColorSwatchesProps {
  colors: ProductColor[];
  /** 'compact' (cards): dots and one caption line; 'full' (product page): each dot with its name. */
  variant?: 'compact' | 'full';
  className?: string;
}

/** The caption docs/contract.md §9 asks for: a full set of six reads 'Custom 6 colors' (`customSet`, in the page's language), otherwise the names. */
export function colorsCaption(colors: ProductColor[], customSet: string): string {
  const shown = colors.slice(0, MAX_PRODUCT_COLORS);
  return shown.length === MAX_PRODUCT_COLORS ? customSet : shown.map((c) => c.name).join(', ');
}

/** Read-only colour swatches (up to 6). Server-renderable; selection, where needed, is the caller's. */
export function ColorSwatches({ colors, variant = 'compact', className }: ColorSwatchesProps) {
  const t = useTranslations('catalogue.client.colors');
  const shown = colors.slice(0, MAX_PRODUCT_COLORS);
  if (shown.length === 0) return null;
  const isCustomSet = shown.length === MAX_PRODUCT_COLORS;
  const rootClass = [styles.root, styles[variant], className].filter(Boolean).join(' ');

  return (
    <div className={rootClass}>
      <ul className={styles.list} aria-label={isCustomSet ? t('customSet') : t('label')}>
        {shown.map((color) => (
          <li key={color.id} className={styles.item} title={color.name}>
            <span className={styles.dot} style={{ backgroundColor: color.hex }} aria-hidden="true" />
            <span className={variant === 'full' ? styles.name : 'visually-hidden'}>{color.name}</span>
          </li>
        ))}
      </ul>
      {(variant === 'compact' || isCustomSet) && (
        <p className={styles.caption} aria-hidden={variant === 'compact' && !isCustomSet ? true : undefined}>
          {colorsCaption(shown, t('customSet'))}
        </p>
      )}
    </div>
  );
}
