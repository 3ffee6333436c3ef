'use client';

import { useLocale } from 'next-intl';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { listHref, parseListState, type SearchParams } from '../list-query';
import { useListNavigation } from '@/shared/ui/ListNavigation';
import { localePath } from '@/shared/i18n/locale-path.mjs';

interface FilterFormProps {
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

function searchParamsOf(form: HTMLFormElement): SearchParams {
  const params: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) (params[name] ??= []).push(String(value));
  return params;
}

/**
 * The /products filter form. Without JavaScript it is a plain GET form (its submit button sits in
 * <noscript>); with it, every change navigates at once to the list's readable URL, from page 1.
 */
export function FilterForm({ className, children, ...rest }: FilterFormProps) {
  const { navigate } = useListNavigation();
  const locale = useLocale();
  const go = (form: HTMLFormElement) => navigate(listHref({ ...parseListState(searchParamsOf(form)), page: 1 }));
  const onChange = (event: ChangeEvent<HTMLFormElement>) => go(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget);
  };
  return (
    <form action={localePath('/products', locale)} method="get" className={className} onChange={onChange} onSubmit={onSubmit} aria-label={rest['aria-label']}>
      {children}
    </form>
  );
}
