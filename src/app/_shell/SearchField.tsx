'use client';

import { useId, useState, type ComponentType } from 'react';
import type { SearchComboboxProps } from '@/features/search/components/SearchCombobox';
import { SEARCH_INPUT_PROPS } from '@/features/search/field';
import { SEARCH_PATH } from '@/shared/search/query';
import styles from './Header.module.css';

const loadCombobox = () => import('@/features/search/components/SearchCombobox').then((module) => module.SearchCombobox);

/**
 * The header's search: a plain form to /search until the field is first focused, when the
 * suggestions combobox loads (so no page carries its code before it is wanted) and takes its place.
 */
export function SearchField({ onNavigate }: { onNavigate?: () => void }) {
  const inputId = useId();
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
    return <Combobox inputId={inputId} initialValue={typed} classNames={styles} onNavigate={onNavigate} autoFocus />;
  }
  return (
    <form action={SEARCH_PATH} role="search" aria-label="Search the shop" className={styles.searchForm}>
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <input
        id={inputId}
        type="search"
        {...SEARCH_INPUT_PROPS}
        className={styles.searchInput}
        onFocus={load}
        onChange={(event) => setTyped(event.target.value)}
      />
    </form>
  );
}
