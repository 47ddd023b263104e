import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERR_NO, createHttpClient, type THttpDeps } from './http-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The client with fake dependencies; `deps` are the spies of its side effects. */
function setup(fetchImpl: THttpDeps['fetch'], overrides: Partial<THttpDeps> = {}) {
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
    getLanguage: () => 'ja',
    t: (key, params) => (params ? `${key} ${params.status}` : key),
    ...deps,
    ...overrides,
  });
  return { deps, fetchMock, http };
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

describe('http client', () => {
  it('sends token, language and JSON and answers resultData', async () => {
    const { deps, fetchMock, http } = setup(async () =>
      json(200, { errNo: 0, message: '', resultData: { id: 1 } }),
    );

    await expect(
      http.post('/api/LeaveApply/Get', { id: 'x' }, { query: { a: 1, b: undefined } }),
    ).resolves.toEqual({
      id: 1,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/LeaveApply/Get?a=1');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":"x"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Accept-Language': 'ja',
      'Content-Type': 'application/json',
    });
    expect(deps.spinner.start).toHaveBeenCalledTimes(1);
    expect(deps.spinner.stop).toHaveBeenCalledTimes(1);
  });

  it('sends no Authorization header without a token', async () => {
    const { fetchMock, http } = setup(async () => json(200, { errNo: 0, message: '', resultData: null }), {
      getToken: () => null,
    });
    await http.get('/api/User/GetCurrentDate');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('toasts the message of errNo != 0 and rejects with errNo and resultData', async () => {
    const { deps, http } = setup(async () =>
      json(200, { errNo: 10, message: '用户名或密码错误', resultData: { n: 1 } }),
    );

    const error = await failure(http.post('/api/Token/Login', {}));

    expect(error).toMatchObject({
      kind: 'business',
      errNo: 10,
      message: '用户名或密码错误',
      resultData: { n: 1 },
    });
    expect(deps.toast).toHaveBeenCalledWith('用户名或密码错误');
    expect(deps.spinner.stop).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a silent call', async () => {
    const { deps, http } = setup(async () => json(200, { errNo: 1, message: 'no', resultData: null }));
    await failure(http.get('/api/x', undefined, { silent: true }));
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('on 401 without a path clears the session and goes to /empty', async () => {
    const { deps, http } = setup(async () => json(401, { errNo: 401, message: 'expired', resultData: null }));

    const error = await failure(http.get('/api/User/GetUserInfo'));

    expect(error).toMatchObject({ kind: 'auth', status: 401, errNo: 401 });
    expect(deps.onSessionLost).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/empty');
    expect(deps.navigate.mock.invocationCallOrder[0]).toBeLessThan(
      deps.onSessionLost.mock.invocationCallOrder[0]!,
    );
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('on 403 with a path in resultData goes to / plus that path and keeps the session', async () => {
    const { deps, http } = setup(async () =>
      json(403, { errNo: 403, message: 'no', resultData: '//Employeelanding' }),
    );

    await failure(http.get('/api/x'));

    expect(deps.navigate).toHaveBeenCalledWith('/Employeelanding');
    expect(deps.onSessionLost).not.toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledWith('no');
  });

  it('on 403 with a path keeps quiet for a silent call', async () => {
    const { deps, http } = setup(async () => json(403, { errNo: 403, message: 'no', resultData: '/index' }));
    await failure(http.get('/api/x', undefined, { silent: true }));
    expect(deps.navigate).toHaveBeenCalledWith('/index');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('on 403 with a body that is not an envelope still ends the session', async () => {
    const { deps, http } = setup(async () => new Response('Forbidden', { status: 403 }));
    await failure(http.get('/api/x'));
    expect(deps.onSessionLost).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/empty');
  });

  it('toasts the message of a refusal that has its own status (a locked login answers 429)', async () => {
    const { deps, http } = setup(async () =>
      json(429, { errNo: 11, message: '密码错误次数过多，请15分钟后再试', resultData: null }),
    );

    const error = await failure(http.post('/api/Token/Login', {}));

    expect(error).toMatchObject({ kind: 'business', status: 429, errNo: 11 });
    expect(deps.toast).toHaveBeenCalledWith('密码错误次数过多，请15分钟后再试');
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('alerts the network error with the status for other HTTP errors', async () => {
    const { deps, http } = setup(async () => json(502, { error: 'bad gateway' }));

    const error = await failure(http.get('/api/x'));

    expect(error).toMatchObject({ kind: 'http', status: 502, errNo: CLIENT_ERR_NO });
    expect(deps.alert).toHaveBeenCalledWith('networkError 502');
  });

  it("toasts the server's own message for a refusal with an HTTP status (a file over the limit)", async () => {
    const refusal = { errNo: 2, message: '附件不能超过6M，请压缩后再上传', resultData: null };
    const { deps, http } = setup(async () => json(413, refusal));

    const error = await failure(http.get('/api/x'));

    expect(error).toMatchObject({ kind: 'business', status: 413, errNo: 2, message: refusal.message });
    expect(deps.toast).toHaveBeenCalledWith('附件不能超过6M，请压缩后再上传');
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('alerts when the server cannot be reached', async () => {
    const { deps, http } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(http.get('/api/x'));
    expect(error.kind).toBe('network');
    expect(deps.alert).toHaveBeenCalledWith('networkOffline');
  });

  it('gives up after the timeout and asks to retry', async () => {
    const hanging: THttpDeps['fetch'] = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { deps, http } = setup(hanging, { timeoutMs: 20 });

    const error = await failure(http.get('/api/slow'));

    expect(error).toMatchObject({ kind: 'timeout', errNo: CLIENT_ERR_NO, message: 'timeout' });
    expect(deps.toast).toHaveBeenCalledWith('timeout');
    expect(deps.spinner.stop).toHaveBeenCalledTimes(1);
  });
});
