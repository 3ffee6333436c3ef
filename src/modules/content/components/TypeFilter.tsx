import { ListLink } from '@/shared/ui/ListNavigation';
import { ARTICLE_TYPES, blogHref, type BlogState } from '../blog/query';
import styles from './TypeFilter.module.css';

/** All / News / Guides / Projects as links: the filter works without JavaScript and can be shared. */
export function TypeFilter({ state }: { state: BlogState }) {
  const options = [{ value: undefined, plural: 'All articles' }, ...ARTICLE_TYPES];
  return (
    <nav aria-label="Article type" className={styles.filter}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.plural}>
            <ListLink
              href={blogHref({ type: option.value, page: 1 })}
              className={styles.chip}
              aria-current={state.type === option.value ? 'page' : undefined}
            >
              {option.plural}
            </ListLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
