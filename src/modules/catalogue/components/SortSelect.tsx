import { useTranslations } from 'next-intl';
import type { ProductSort } from '@/modules/catalogue/contract';
import { SORT_OPTIONS } from '../list-query';
import styles from './Filters.module.css';

/** The sort control of the /products form (a plain select, submitted with the filters). */
export function SortSelect({ value }: { value: ProductSort }) {
  const t = useTranslations('catalogue.client.filters');
  return (
    <label className={styles.sort}>
      <span className={styles.sortLabel}>{t('sortBy')}</span>
      <select name="sort" defaultValue={value} className={`select ${styles.select}`}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`sort.${option.key}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
