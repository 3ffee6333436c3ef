'use client';

import { useLocale, useTranslations } from 'next-intl';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { LANGUAGE_TAG, LOCALES, type Locale } from '@/shared/i18n/locales';
import { localePath } from '@/shared/i18n/locale-path.mjs';
import { usePathname } from '@/shared/i18n/navigation';
import { hasChosenLocale, rememberLocale } from './locale-choice';
import { publicPathOf } from './public-path';
import styles from './LanguageSuggestion.module.css';

/** The browser's first language the shop has, if any. */
function preferredLocale(): Locale | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.slice(0, 2).toLowerCase();
    const known = LOCALES.find((locale) => locale === language);
    if (known) return known;
  }
  return null;
}

/**
 * One line, in the other language, when the browser prefers it and the customer never chose
 * (docs/i18n.md "Choice"): never a redirect. Fixed at the bottom so nothing on the page moves when
 * it appears. Choosing either language (here or in the header) sets the cookie and it goes.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const t = useTranslations('shell.client.language');
  const pathname = publicPathOf(usePathname() ?? '/');
  const [suggested, setSuggested] = useState<Locale | null>(null);

  useEffect(() => {
    if (hasChosenLocale()) return;
    const preferred = preferredLocale();
    // Read once the page is in the browser: the server cannot know the browser's languages.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (preferred && preferred !== locale) setSuggested(preferred);
  }, [locale]);

  if (!suggested) return null;
  const choose = (chosen: Locale) => {
    rememberLocale(chosen);
    setSuggested(null);
  };
  return (
    <aside className={styles.suggestion} lang={LANGUAGE_TAG[suggested]} aria-label={t('suggestion')}>
      <p className={styles.text}>
        {t('suggestion')}{' '}
        <NextLink href={localePath(pathname, suggested)} hrefLang={LANGUAGE_TAG[suggested]} onClick={() => choose(suggested)}>
          {t('suggestionLink')}
        </NextLink>
      </p>
      <button type="button" className="btn btn-ghost" onClick={() => choose(locale)}>
        {t('dismiss')}
      </button>
    </aside>
  );
}
