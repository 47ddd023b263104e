import { PNG_1X1 } from '@ehome/shared/attachments/test-files';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, type THttpDeps } from '../../../platform/http-client';
import { createFileTransport } from './file-transport';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(fetchImpl: THttpDeps['fetch']) {
  const fetchMock = vi.fn<THttpDeps['fetch']>(fetchImpl);
  const deps = {
    onSessionLost: vi.fn(),
    navigate: vi.fn(),
    toast: vi.fn(),
    alert: vi.fn(),
    spinner: { start: vi.fn(), stop: vi.fn() },
  };
  const http = createHttpClient({
    fetch: fetchMock,
    getToken: () => 'tok',
    getLanguage: () => 'en',
    t: (key, params) => (params ? `${key} ${params.status}` : key),
    ...deps,
  });
  const transport = createFileTransport(http);
  return { deps, fetchMock, transport };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('file transport', () => {
  it('uploads the file as multipart field "file" with the token and answers its id', async () => {
    const { fetchMock, transport, deps } = setup(async () =>
      json(200, { errNo: 0, message: '', resultData: 'f-1' }),
    );
    const id = await transport.upload('leave', 'k-1', new Blob([PNG_1X1]), '证明.png');
    expect(id).toBe('f-1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Attachment/SaveFile?keyId=k-1&keyType=leave');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'en' });
    // The browser writes the multipart Content-Type with its boundary; a set one would break it.
    expect(init?.headers).not.toHaveProperty('Content-Type');
    const form = init?.body as FormData;
    const file = form.get('file') as File;
    expect(file.name).toBe('证明.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_1X1);
    expect(deps.spinner.stop).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's refusal and rejects with it", async () => {
    const { transport, deps } = setup(async () =>
      json(200, { errNo: 2, message: 'Attachments can be at most 6 MB', resultData: null }),
    );
    const error = await failure(transport.upload('leave', 'k', new Blob(['x']), 'a.pdf'));
    expect(error).toMatchObject({ kind: 'business', errNo: 2 });
    expect(deps.toast).toHaveBeenCalledWith('Attachments can be at most 6 MB');
  });

  it('downloads the bytes with the token', async () => {
    const { fetchMock, transport } = setup(
      async () => new Response(PNG_1X1, { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    const blob = await transport.download('/api/Attachment/Download?id=f-1');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_1X1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });

  it('treats an envelope instead of bytes as a refusal (not found)', async () => {
    const { transport, deps } = setup(async () =>
      json(200, { errNo: 3, message: 'The record does not exist', resultData: null }),
    );
    const error = await failure(transport.download('/api/Attachment/Download?id=x'));
    expect(error).toMatchObject({ kind: 'business', errNo: 3 });
    expect(deps.toast).toHaveBeenCalledWith('The record does not exist');
  });

  it('ends the session on 401 and goes to the page a 403 names', async () => {
    const lost = setup(async () => json(401, { errNo: 401, message: 'expired', resultData: null }));
    await failure(lost.transport.download('/x'));
    expect(lost.deps.navigate).toHaveBeenCalledWith('/empty');
    expect(lost.deps.onSessionLost).toHaveBeenCalledTimes(1);

    const forbidden = setup(async () => json(403, { errNo: 403, message: 'no', resultData: 'index' }));
    await failure(forbidden.transport.upload('leave', 'k', new Blob(['x']), 'a.txt'));
    expect(forbidden.deps.navigate).toHaveBeenCalledWith('/index');
    expect(forbidden.deps.onSessionLost).not.toHaveBeenCalled();
  });

  it('alerts a network failure and an answer that is no envelope', async () => {
    const offline = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(offline.transport.download('/x'))).toMatchObject({ kind: 'network' });
    expect(offline.deps.alert).toHaveBeenCalledWith('networkOffline');

    const broken = setup(async () => new Response('oops', { status: 502 }));
    expect(await failure(broken.transport.upload('leave', 'k', new Blob(['x']), 'a.txt'))).toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(broken.deps.alert).toHaveBeenCalledWith('networkError 502');
  });
});
