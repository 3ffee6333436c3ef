'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ComponentType } from 'react';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { SEARCH_PATH } from '@/modules/search/query';
import { SEARCH_INPUT_PROPS } from '../field';
import type { SearchComboboxProps } from './SearchCombobox';
import styles from './SearchField.module.css';

const loadCombobox = () => import('./SearchCombobox').then((module) => module.SearchCombobox);

/**
 * The header's search: a plain form to /search until the field is first focused, when the
 * suggestions combobox loads (so no page carries its code before it is wanted) and takes its place.
 */
export function SearchField({ onNavigate }: { onNavigate?: () => void }) {
  const inputId = useId();
  const t = useTranslations('search.client');
  const locale = useLocale();
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [typed, setTyped] = useState('');

  const load = () => {
    loadCombobox().then(
      (component) => setCombobox(() => component),
      // Offline or a new deployment: the plain form still searches.
      () => {},
    );
  };

  if (Combobox) {
    return <Combobox inputId={inputId} initialValue={typed} onNavigate={onNavigate} autoFocus />;
  }
  return (
    <form action={localePath(SEARCH_PATH, locale)} role="search" aria-label={t('form')} className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={inputId}
        type="search"
        {...SEARCH_INPUT_PROPS}
        placeholder={t('placeholder')}
        className={styles.input}
        onFocus={load}
        onChange={(event) => setTyped(event.target.value)}
      />
    </form>
  );
}
