import { useTranslations } from 'next-intl';
import { MAX_PRODUCT_COLORS } from '@/shared/config/constants';
import type { ProductColor } from '@/modules/catalogue/contract';
import { offersCustomSet, type ColorChoice } from '../variant';
import { OptionGroup, type Option } from './OptionGroup';
import styles from './OptionGroup.module.css';
import { CUSTOM_SET_VALUE } from '../form-paths';


function setGradient(colors: ProductColor[]): string {
  const step = 100 / colors.length;
  return `conic-gradient(${colors.map((c, i) => `${c.hex} ${i * step}% ${(i + 1) * step}%`).join(', ')})`;
}

/** Colour radios (up to 6, with names); a product with all six also sells them as 'Custom 6 colors'. */
export function ColorPicker({
  colors,
  value,
  onChange,
}: {
  colors: ProductColor[];
  value: ColorChoice;
  onChange: (choice: ColorChoice) => void;
}) {
  const t = useTranslations('basket.client');
  const shown = colors.slice(0, MAX_PRODUCT_COLORS);
  const options: Option[] = shown.map((color) => ({
    value: String(color.id),
    label: (
      <>
        <span className={styles.dot} style={{ backgroundColor: color.hex }} aria-hidden="true" />
        <span className={styles.name}>{color.name}</span>
      </>
    ),
  }));
  if (offersCustomSet(shown)) {
    options.push({
      value: CUSTOM_SET_VALUE,
      label: (
        <>
          <span className={styles.dot} style={{ backgroundImage: setGradient(shown) }} aria-hidden="true" />
          <span className={styles.name}>{t('customColors')}</span>
        </>
      ),
    });
  }
  const selected = value.kind === 'customSet' ? CUSTOM_SET_VALUE : String(value.id);

  return (
    <OptionGroup
      legend={t('add.color')}
      name="color"
      variant="swatch"
      options={options}
      value={selected}
      onChange={(next) => onChange(next === CUSTOM_SET_VALUE ? { kind: 'customSet' } : { kind: 'single', id: Number(next) })}
    />
  );
}
