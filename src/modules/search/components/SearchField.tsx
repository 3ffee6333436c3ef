'use client';

import { useId, useState, type ComponentType } from 'react';
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
    <form action={SEARCH_PATH} role="search" aria-label="Search the shop" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <input
        id={inputId}
        type="search"
        {...SEARCH_INPUT_PROPS}
        className={styles.input}
        onFocus={load}
        onChange={(event) => setTyped(event.target.value)}
      />
    </form>
  );
}
