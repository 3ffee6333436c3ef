import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { PadWords } from './words';

/** The pad's words in the page's language. */
export function usePadWords(): PadWords {
  const t = useTranslations('orderPad.client');
  return useMemo(
    () => ({
      problem: (key, values) => t(`problems.${key}`, values),
      line: (n) => t('line', { n }),
      customColors: t('customColors'),
      pastedNote: (taken, read, max) => (read > taken ? t('pastedSome', { taken, read, max, rest: read - taken }) : t('pastedAll', { count: taken })),
    }),
    [t],
  );
}
