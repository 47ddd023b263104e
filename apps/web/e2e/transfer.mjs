// Counts the bytes Chromium really transferred for a page's scripts: the encoded (compressed) body
// of each response as it came over the wire, from the network layer (Playwright's request sizes,
// CDP's encodedDataLength), not a sum of sizes computed from the files.

/** Starts counting a page's traffic; `settle()` waits until nothing is in flight for a while. */
export function watchTransfers(page) {
  const pending = new Set();
  const done = [];
  let lastChange = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  const finish = async (request, ok) => {
    const response = ok ? await request.response().catch(() => null) : null;
    const sizes = ok ? await request.sizes().catch(() => null) : null;
    done.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: sizes?.responseBodySize ?? 0,
      encoding: response ? ((await response.allHeaders())['content-encoding'] ?? 'identity') : 'failed',
      fromCache: response?.fromServiceWorker() ?? false,
    });
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', (request) => finish(request, true));
  page.on('requestfailed', (request) => finish(request, false));

  return {
    /** Everything finished so far, and forgets it: the next call counts only what came after. */
    take() {
      return done.splice(0, done.length);
    },
    async settle(quietMs = 500, timeoutMs = 15_000) {
      const start = Date.now();
      while (pending.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`network still busy: ${[...pending].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(100);
      }
    },
  };
}

export const scripts = (entries) => entries.filter((entry) => entry.type === 'script');
export const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
