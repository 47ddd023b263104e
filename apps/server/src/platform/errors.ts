import { ErrorCode, type TErrorCode, type TMessageKey } from '@ehome/shared';

/**
 * A refusal the client should show: an errNo from the shared enum and a message key translated
 * per request. Business refusals stay HTTP 200 (contract); auth and limits carry their own status.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly messageKey: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly httpStatus = 200,
    readonly resultData: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(ErrorCode.Unauthorized, 'error.Unauthorized', {}, 401);
/**
 * 403: the session is valid but may not do this. The body always names a page to go to (the home
 * unless told otherwise): the spec's client ends the session on a 401 or 403 without a path
 * (spec 1 §2), which a refusal of one call must never do. Every 403 of the server is made here.
 */
export const forbidden = ({
  messageKey = 'error.Forbidden',
  to = '/index',
}: {
  messageKey?: TMessageKey;
  to?: string;
} = {}) => new AppError(ErrorCode.Forbidden, messageKey, {}, 403, to);
export const notFound = () => new AppError(ErrorCode.NotFound, 'error.NotFound');
