import { ApiError, normaliseError } from '@/shared/api/errors';

/**
 * A failed call as the forms show it, its text in the page's language (useErrorText: the shop's
 * own messages translated, a server's as it came), its status and field messages kept.
 */
export function inPageLanguage(error: unknown, errorText: (error: unknown) => string): ApiError {
  const { status, fieldErrors, retryAfter } = normaliseError(error);
  return new ApiError(status, errorText(error), fieldErrors, undefined, retryAfter);
}
