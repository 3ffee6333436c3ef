import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { normaliseError } from '@/shared/api/errors';

/**
 * What a failed call says, in the page's language: the shop's own messages (no signal, too slow,
 * our side, too many attempts) from the kit's messages; a server's own message as it came (the
 * dashboard answers in the customer's language, docs/contract.md §12).
 */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations('kit.client.errors');
  return useCallback(
    (error: unknown) => {
      const failure = normaliseError(error);
      switch (failure.code) {
        case 'network':
        case 'timeout':
        case 'server':
        case 'unknown':
        case 'cancelled':
          return t(failure.code);
        case 'tooMany':
          return failure.retryAfter === null ? t('tooManyWait') : t('tooManyIn', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) });
        default:
          return failure.message;
      }
    },
    [t],
  );
}
