import { maskPhone } from '@ehome/shared';

/** A verification code to send by text message. */
export type SmsMessage = { mobile: string; code: string; minutesValid: number };

/**
 * Sends verification codes. The production adapter (http-provider.ts) calls the SMS gateway
 * configured by SMS_API_URL and friends; without it the development adapter below is the embedded
 * default.
 */
export type SmsProvider = {
  /** 'gateway' sends real text messages; 'development' only writes the code to the server log. */
  readonly kind: 'gateway' | 'development';
  send(message: SmsMessage): Promise<void>;
};

type WarnLog = { warn(message: string): void };

/**
 * DEVELOPMENT ONLY - sends nothing. Writes the code to the server log (warn level, mobile masked)
 * so a developer, a demo or an end-to-end test can read it; outside production the API also returns
 * it (devCode) so the screen can show it.
 */
export function developmentSmsProvider(log: WarnLog): SmsProvider {
  return {
    kind: 'development',
    async send({ mobile, code }) {
      log.warn(`development SMS code for ${maskPhone(mobile)}: ${code}`);
    },
  };
}
