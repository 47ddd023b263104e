import type { TEnvelope } from '@ehome/shared/envelope';
import { ApiError, CLIENT_ERR_NO, type THttpDeps } from '../../../platform/http-client';

/**
 * The two calls the JSON client cannot make: a multipart upload and a download of bytes. They carry
 * the same bearer token and language and react to refusals the same way (toast, 401/403 -> leave),
 * so files are authorised like every other call; a plain <a href> could not send the token.
 */
export type TFileTransportDeps = Pick<
  THttpDeps,
  'fetch' | 'getToken' | 'getLanguage' | 'onSessionLost' | 'navigate' | 'toast' | 'alert' | 't' | 'spinner'
>;

/** Uploads of up to 6 MB on a phone connection need longer than ordinary calls. */
const UPLOAD_TIMEOUT_MS = 120_000;
const DOWNLOAD_TIMEOUT_MS = 120_000;

function isEnvelope(body: unknown): body is TEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { errNo?: unknown }).errNo === 'number';
}

export function createFileTransport(deps: TFileTransportDeps) {
  async function send(path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    const headers: Record<string, string> = { 'Accept-Language': deps.getLanguage() };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    deps.spinner?.start();
    try {
      const response = await deps.fetch(path, { ...init, headers, signal: controller.signal });
      if (response.status === 401 || response.status === 403) {
        const body = await response.json().catch(() => null);
        const to =
          isEnvelope(body) && typeof body.resultData === 'string' && body.resultData.trim()
            ? `/${body.resultData.trim().replace(/^\/+/, '')}`
            : null;
        deps.navigate(to ?? '/empty');
        if (!to) deps.onSessionLost();
        throw new ApiError(
          'auth',
          isEnvelope(body) ? body.message : '',
          response.status,
          null,
          response.status,
        );
      }
      return response;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) {
        const failure = new ApiError('timeout', deps.t('timeout'), CLIENT_ERR_NO);
        deps.toast(failure.message);
        throw failure;
      }
      const failure = new ApiError('network', deps.t('networkOffline'), CLIENT_ERR_NO);
      deps.alert(failure.message);
      throw failure;
    } finally {
      clearTimeout(timer);
      deps.spinner?.stop();
    }
  }

  /** A refusal (errNo != 0) is toasted, as the JSON client does; an odd answer is alerted. */
  function refuse(response: Response, body: unknown): never {
    if (isEnvelope(body) && body.errNo !== 0) {
      if (body.message) deps.toast(body.message);
      throw new ApiError('business', body.message, body.errNo, body.resultData, response.status);
    }
    const failure = new ApiError(
      'http',
      deps.t('networkError', { status: response.status }),
      CLIENT_ERR_NO,
      null,
      response.status,
    );
    deps.alert(failure.message);
    throw failure;
  }

  return {
    /** POST /api/Attachment/SaveFile?keyId&keyType, multipart field `file`; answers the file id. */
    async upload(keyType: string, keyId: string, file: Blob, fileName: string): Promise<string> {
      const form = new FormData();
      form.append('file', file, fileName);
      const query = new URLSearchParams({ keyId, keyType }).toString();
      const response = await send(
        `/api/Attachment/SaveFile?${query}`,
        { method: 'POST', body: form },
        UPLOAD_TIMEOUT_MS,
      );
      const body = await response.json().catch(() => null);
      if (!response.ok || !isEnvelope(body) || body.errNo !== 0) return refuse(response, body);
      return String(body.resultData);
    },

    /** GET the bytes of a file (url prefix of GetFileList + id); a refusal comes back as an envelope. */
    async download(url: string): Promise<Blob> {
      const response = await send(url, { method: 'GET' }, DOWNLOAD_TIMEOUT_MS);
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || type.startsWith('application/json')) {
        return refuse(response, await response.json().catch(() => null));
      }
      return response.blob();
    },
  };
}

export type TFileTransport = ReturnType<typeof createFileTransport>;
