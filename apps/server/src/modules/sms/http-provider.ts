import { createHmac, randomUUID } from 'node:crypto';
import type { SmsConfig } from '../../config';
import type { SmsProvider } from './provider';

/**
 * The production adapter: one signed HTTPS POST to the SMS gateway of SMS_API_URL per code.
 * Body (JSON): appKey, mobile, signName, templateId, templateParams {code, minutes}, timestamp and
 * nonce; header X-Signature: base64 HMAC-SHA256 with SMS_APP_SECRET of `${timestamp}\n${nonce}\n${body}`
 * (X-App-Key, X-Timestamp and X-Nonce repeat the values), so the gateway can check origin and replay.
 * A non-2xx answer, a body whose `code` is neither 0 nor "OK", or no answer within the timeout fails
 * the send (the caller answers "could not send"); the code itself is never logged.
 */
export function httpSmsProvider(config: SmsConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    kind: 'gateway',
    async send({ mobile, code, minutesValid }) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomUUID();
      const body = JSON.stringify({
        appKey: config.appKey,
        mobile,
        signName: config.signName,
        templateId: config.templateId,
        templateParams: { code, minutes: String(minutesValid) },
        timestamp,
        nonce,
      });
      const signature = createHmac('sha256', config.appSecret)
        .update(`${timestamp}\n${nonce}\n${body}`)
        .digest('base64');
      const response = await fetchImpl(config.apiUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'x-app-key': config.appKey,
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signature,
        },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
      const answer = (await response.json().catch(() => null)) as { code?: unknown } | null;
      if (answer?.code !== 0 && answer?.code !== 'OK' && answer?.code !== '0') {
        throw new Error(`SMS gateway refused the message (code ${String(answer?.code)})`);
      }
    },
  };
}
