import type { TEnvelope } from '@ehome/shared';

/**
 * What went wrong, so callers can react without parsing messages:
 * business = errNo != 0; auth = HTTP 401/403; http = other HTTP status or a body that is not an
 * envelope; network = no response at all; timeout = no answer within the time limit.
 */
export type TApiErrorKind = 'business' | 'auth' | 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  constructor(
    readonly kind: TApiErrorKind,
    message: string,
    readonly errNo: number,
    readonly resultData: unknown = null,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** errNo for failures that never produced an envelope (network, timeout, non-JSON body). */
export const CLIENT_ERR_NO = -1;

type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, TQueryValue>;
  body?: unknown;
  /** No toast or alert: the caller shows its own feedback (or none, as a few legacy calls do). */
  silent?: boolean;
  timeoutMs?: number;
  /**
   * 'blob': the answer is a file's bytes (downloads); a JSON answer is then still read as an envelope,
   * so a refusal is handled like any other. A FormData body (uploads) is sent as it is, multipart.
   */
  responseType?: 'json' | 'blob';
  /** Extra request headers (e.g. the payslips' re-authentication token). */
  headers?: Record<string, string>;
};

export type THttpDeps = {
  fetch: typeof fetch;
  getToken: () => string | null;
  /** Sent as Accept-Language: the server translates its messages. */
  getLanguage: () => string;
  /** Removes the token and clears local storage (except the open id). */
  onSessionLost: () => void;
  navigate: (to: string) => void;
  toast: (message: string) => void;
  alert: (message: string) => void;
  /** Labels of client-side failures, in the current language. */
  t: (key: 'networkError' | 'networkOffline' | 'timeout', params?: { status: number }) => string;
  spinner?: { start: () => void; stop: () => void };
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

function isEnvelope(body: unknown): body is TEnvelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { errNo?: unknown }).errNo === 'number' &&
    'resultData' in body
  );
}

function withQuery(path: string, query: TRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A 401/403 body may name the page to go to, with or without a leading slash (spec 1 §2). */
function redirectPath(resultData: unknown): string | null {
  if (typeof resultData !== 'string') return null;
  const path = resultData.trim().replace(/^\/+/, '');
  return path ? `/${path}` : null;
}

export function createHttpClient(deps: THttpDeps) {
  async function request<T>(path: string, options: TRequestOptions = {}): Promise<T> {
    const { method = 'GET', query, body, silent = false, responseType = 'json' } = options;
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/json',
      'Accept-Language': deps.getLanguage(),
    };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // The browser sets a multipart body's Content-Type itself, with its boundary.
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      options.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    deps.spinner?.start();

    const fail = (error: ApiError, feedback: 'toast' | 'alert'): never => {
      if (!silent && error.message) deps[feedback](error.message);
      throw error;
    };

    try {
      let response: Response;
      let payload: unknown;
      let bytes: Blob | null = null;
      try {
        response = await deps.fetch(withQuery(path, query), {
          method,
          headers,
          body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
          signal: controller.signal,
        });
        const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
        if (responseType === 'blob' && response.ok && !json) bytes = await response.blob();
        else payload = await readJson(response);
      } catch {
        if (timedOut) return fail(new ApiError('timeout', deps.t('timeout'), CLIENT_ERR_NO), 'toast');
        return fail(new ApiError('network', deps.t('networkOffline'), CLIENT_ERR_NO), 'alert');
      }

      if (bytes) return bytes as T;
      const envelope = isEnvelope(payload) ? payload : null;
      if (response.status === 401 || response.status === 403) {
        const to = redirectPath(envelope?.resultData ?? null);
        // Leave the page first: it must not re-render without its session (see navigator.ts).
        deps.navigate(to ?? '/empty');
        if (!to) deps.onSessionLost();
        // A refusal of a valid session (403 with a page to go to) says why the user landed there.
        else if (response.status === 403 && !silent && envelope?.message) deps.toast(envelope.message);
        throw new ApiError(
          'auth',
          envelope?.message ?? '',
          envelope?.errNo ?? response.status,
          envelope?.resultData ?? null,
          response.status,
        );
      }
      // A refusal the server explained with its own status (413 too large, 429 locked login or rate
      // limit) still carries the message to show, in the user's language.
      if (!envelope || (!response.ok && envelope.errNo === 0)) {
        const message = deps.t('networkError', { status: response.status });
        return fail(new ApiError('http', message, CLIENT_ERR_NO, null, response.status), 'alert');
      }
      if (envelope.errNo !== 0) {
        return fail(
          new ApiError('business', envelope.message, envelope.errNo, envelope.resultData, response.status),
          'toast',
        );
      }
      return envelope.resultData as T;
    } finally {
      clearTimeout(timer);
      deps.spinner?.stop();
    }
  }

  return {
    request,
    get: <T>(path: string, query?: TRequestOptions['query'], options?: Omit<TRequestOptions, 'query'>) =>
      request<T>(path, { ...options, method: 'GET', query }),
    post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
  };
}

export type THttpClient = ReturnType<typeof createHttpClient>;
