import { useTranslations } from 'next-intl';
import { CATEGORIES, CURING_LIGHTS_CATEGORY } from '@/modules/catalogue/static-content';
import { listHref, type ListState } from '../list-query';
import { FilterForm } from './FilterForm';
import { SortSelect } from './SortSelect';
import styles from './Filters.module.css';

/**
 * Category filter and sort as one GET form on /products, so the URL carries the whole state.
 * Every box sends `categories` so ticked lines add up (the API ANDs parent_id with categories);
 * the LED Cured Lights box also shows ticked when the list came from its parent_id link.
 */
export function Filters({ state }: { state: ListState }) {
  const t = useTranslations('catalogue.client.categories');
  const words = useTranslations('catalogue.client.filters');
  return (
    <FilterForm key={listHref(state)} className={styles.form} aria-label={words('label')}>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>{words('category')}</legend>
        {CATEGORIES.map((category) => {
          const checked =
            state.categories.includes(category.value) ||
            (category.value === CURING_LIGHTS_CATEGORY && state.parentId === CURING_LIGHTS_CATEGORY);
          return (
            <label key={category.value} className={styles.option}>
              <input
                type="checkbox"
                name="categories"
                value={category.value}
                defaultChecked={checked}
                className={styles.checkbox}
              />
              {t(category.key)}
            </label>
          );
        })}
      </fieldset>
      <div className={styles.actions}>
        <SortSelect value={state.sort} />
        {/* Only without JavaScript: with it, every change submits, and nothing shifts on hydration. */}
        <noscript>
          <button type="submit" className="btn btn-ghost">
            {words('apply')}
          </button>
        </noscript>
      </div>
    </FilterForm>
  );
}
