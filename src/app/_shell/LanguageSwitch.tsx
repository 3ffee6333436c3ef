'use client';

import { useLocale, useTranslations } from 'next-intl';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { LANGUAGE_TAG, type Locale } from '@/shared/i18n/locales';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { usePathname } from '@/shared/i18n/navigation';
import { rememberLocale } from './locale-choice';
import { publicPathOf } from './public-path';

interface LanguageSwitchProps {
  className?: string;
  onNavigate?: () => void;
  /** The language's name ("Français") rather than its code ("FR"): the Menu has the room. */
  long?: boolean;
}

function SwitchLink({ search, className, onNavigate, long = false }: LanguageSwitchProps & { search: string }) {
  const current = useLocale();
  const other: Locale = current === 'fr' ? 'en' : 'fr';
  const t = useTranslations('shell.client.language');
  // A prerendered list sees its own path (/products/view/all): the customer's address is /products.
  const pathname = publicPathOf(usePathname() ?? '/');
  const href = search ? `${pathname}?${search}` : pathname;
  return (
    // The other language's own address (next-intl's Link would spell English `/en/...`, one redirect more).
    <NextLink
      href={localePath(href, other)}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      prefetch={false}
      className={className}
      // The code alone says little to a screen reader: its name starts with it (WCAG 2.5.3) and names the language.
      aria-label={long ? undefined : t('switchToName')}
      onClick={() => {
        rememberLocale(other);
        onNavigate?.();
      }}
    >
      {long ? t('switchToLong') : t('switchTo')}
    </NextLink>
  );
}

function SwitchLinkWithSearch(props: LanguageSwitchProps) {
  const search = useSearchParams()?.toString() ?? '';
  return <SwitchLink {...props} search={search} />;
}

/** The same page in the other language; static pages join the query string in the browser. */
export function LanguageSwitch(props: LanguageSwitchProps) {
  return (
    <Suspense fallback={<SwitchLink {...props} search="" />}>
      <SwitchLinkWithSearch {...props} />
    </Suspense>
  );
}
