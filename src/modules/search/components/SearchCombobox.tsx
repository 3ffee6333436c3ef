'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_PATH, searchHref } from '@/modules/search/query';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { useRouter } from '@/shared/i18n/navigation';
import { useSuggestions } from '@/modules/search/use-suggestions';
import combobox from '@/shared/ui/Combobox.module.css';
import { comboboxInputProps, keepFocusInField } from '@/shared/ui/combobox-input';
import { stepWithArrowKeys } from '@/shared/ui/combobox-keys';
import { useActiveOption } from '@/shared/ui/use-active-option';
import { SEARCH_INPUT_PROPS } from '../field';
import { markedTitle } from '../marked-title';
import styles from './SearchCombobox.module.css';
import field from './SearchField.module.css';

export interface SearchComboboxProps {
  inputId: string;
  initialValue?: string;
  /** Called after choosing (the phone menu closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}

interface Option {
  id: string;
  href: string;
}

/**
 * The search field with suggestions, after the WAI-ARIA APG combobox with a grouped listbox:
 * focus stays in the field; ArrowDown/ArrowUp move the active option (aria-activedescendant),
 * Enter opens it (or /search for the text), Escape closes the list, and again clears the field.
 */
export function SearchCombobox({ inputId, initialValue = '', onNavigate, autoFocus = false }: SearchComboboxProps) {
  const router = useRouter();
  const t = useTranslations('search.client');
  const locale = useLocale();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(true);
  const suggestions = useSuggestions(value);

  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  const groups = useMemo(
    () =>
      (suggestions?.groups ?? []).map((group) => ({
        ...group,
        items: group.items.map((item, index) => ({ ...item, id: `${baseId}-${group.kind}-${index}` })),
      })),
    [suggestions, baseId],
  );
  const allResultsId = `${baseId}-all`;
  const options: Option[] = useMemo(
    () => (groups.length ? [...groups.flatMap((group) => group.items), { id: allResultsId, href: searchHref(value) }] : []),
    [groups, allResultsId, value],
  );
  // By its href: an option's id is its place in its group, which a later answer gives to another.
  const [active, setActive] = useActiveOption(options, (option) => option.href);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    router.push(href);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (stepWithArrowKeys(event, { count: options.length, listOpen: expanded, setOpen, setActive })) return;
    const { key } = event;
    if (key === 'Enter') {
      event.preventDefault();
      if (activeOption) go(activeOption.href);
      else if (value.trim()) go(searchHref(value));
    } else if (key === 'Escape' && (expanded || value)) {
      // Handled here: a menu around the field (the phone's) sees defaultPrevented and stays open.
      event.preventDefault();
      if (expanded) setOpen(false);
      else setValue('');
      setActive(-1);
    }
  };

  return (
    <form
      action={localePath(SEARCH_PATH, locale)}
      role="search"
      aria-label={t('form')}
      className={`${field.form} ${styles.root}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        {...SEARCH_INPUT_PROPS}
        placeholder={t('placeholder')}
        {...comboboxInputProps({ listboxId, expanded, activeId: activeOption?.id, onType: setValue, setOpen, setActive })}
        enterKeyHint="search"
        className={field.input}
        value={value}
        onKeyDown={onKeyDown}
      />
      <div id={listboxId} role="listbox" aria-label={t('suggestions')} className={`${combobox.listbox} ${styles.listbox}`} hidden={!expanded}>
        {groups.map((group) => (
          <ul key={group.kind} role="group" aria-labelledby={`${baseId}-${group.kind}`} className={styles.group}>
            <li role="presentation" id={`${baseId}-${group.kind}`} className={styles.groupLabel}>
              {t(`groups.${group.kind}`)}
            </li>
            {group.items.map((item) => (
              <li
                key={item.id}
                id={item.id}
                role="option"
                aria-selected={item.id === activeOption?.id}
                className={combobox.option}
                onMouseDown={keepFocusInField}
                onClick={() => go(item.href)}
              >
                {markedTitle(item.title, value, item.terms)}
              </li>
            ))}
          </ul>
        ))}
        {groups.length > 0 && (
          <div
            id={allResultsId}
            role="option"
            aria-selected={activeOption?.id === allResultsId}
            className={`${combobox.option} ${styles.allResults}`}
            onMouseDown={keepFocusInField}
            onClick={() => go(searchHref(value))}
          >
            {t('allResults', { query: value.trim() })}
          </div>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {expanded ? t('status', { count: options.length - 1 }) : ''}
      </p>
    </form>
  );
}
