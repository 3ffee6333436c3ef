import { useTranslations } from 'next-intl';
import { ListLink } from '@/shared/ui/ListNavigation';
import { ARTICLE_TYPES, blogHref, type BlogState } from '../blog/query';
import styles from './TypeFilter.module.css';

/** All / News / Guides / Projects as links: the filter works without JavaScript and can be shared. */
export function TypeFilter({ state }: { state: BlogState }) {
  const t = useTranslations('content.client.blog.filter');
  const options = [{ value: undefined }, ...ARTICLE_TYPES];
  return (
    <nav aria-label={t('label')} className={styles.filter}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.value ?? 'all'}>
            <ListLink
              href={blogHref({ type: option.value, page: 1 })}
              className={styles.chip}
              aria-current={state.type === option.value ? 'page' : undefined}
            >
              {t(option.value ?? 'all')}
            </ListLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
