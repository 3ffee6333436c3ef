'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { FALLBACK_REFUSAL } from './queue-events';

/**
 * A refused change's words in the page's language (docs/offline.md): `reason` is the shop's own
 * message as it came (the dashboard answers in the customer's language), or the fallback the
 * device kept when the shop gave none; `notMade` is "Not made: 2 × … — reason", said where the
 * customer is looking.
 */
export function useRefusalText() {
  const t = useTranslations('offline.client');
  const reason = useCallback((refused: string) => (refused === FALLBACK_REFUSAL ? t('fallbackRefusal') : refused), [t]);
  const notMade = useCallback((label: string, refused: string) => t('refused', { label, reason: reason(refused) }), [t, reason]);
  return useMemo(() => ({ reason, notMade }), [reason, notMade]);
}
