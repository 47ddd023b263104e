import { ApiError } from '../../platform/http-client';

/**
 * What to toast when the server refuses a save (spec 1 §8: leave form calls treat errNo 1 as
 * failure and show the joined messages, else "submission failure"). The leave server sends every
 * broken rule in resultData as {key, message}; other refusals carry one message.
 */
export function refusalText(error: unknown, fallback: string, separator: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { resultData } = error;
  if (Array.isArray(resultData)) {
    const messages = resultData
      .map((item) =>
        typeof item === 'object' && item !== null ? (item as { message?: unknown }).message : null,
      )
      .filter((message): message is string => typeof message === 'string' && message !== '');
    const unique = [...new Set(messages)];
    if (unique.length > 0) return unique.join(separator);
  }
  return error.message || fallback;
}
