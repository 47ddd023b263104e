import type { THttpClient } from '../../../platform/http-client';

/**
 * The two file calls: a multipart upload and a download of bytes. They go through the app's HTTP
 * client, so they carry the same bearer token and language and react to refusals the same way
 * (toast, 401/403 -> leave): files are authorised like every other call, which a plain <a href>
 * could not be.
 */

/** Uploads of up to 6 MB on a phone connection need longer than ordinary calls. */
const UPLOAD_TIMEOUT_MS = 120_000;
const DOWNLOAD_TIMEOUT_MS = 120_000;

export function createFileTransport(http: THttpClient) {
  return {
    /** POST /api/Attachment/SaveFile?keyId&keyType, multipart field `file`; answers the file id. */
    async upload(keyType: string, keyId: string, file: Blob, fileName: string): Promise<string> {
      const form = new FormData();
      form.append('file', file, fileName);
      const id = await http.post<unknown>('/api/Attachment/SaveFile', form, {
        query: { keyId, keyType },
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
      return String(id);
    },

    /** GET the bytes of a file (url prefix of GetFileList + id); a refusal comes back as an envelope. */
    download(url: string): Promise<Blob> {
      return http.get<Blob>(url, undefined, { responseType: 'blob', timeoutMs: DOWNLOAD_TIMEOUT_MS });
    },
  };
}

export type TFileTransport = ReturnType<typeof createFileTransport>;
