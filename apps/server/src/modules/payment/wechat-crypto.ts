import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

/**
 * WeChat Pay API v3 cryptography with node:crypto only (reference/wechat.md): request signatures
 * and the Authorization header, the JSAPI paySign, notification signature checks and the
 * AEAD_AES_256_GCM resource. The sandbox provider uses the same functions with its own keys, so
 * the code path that checks a real notification is the one the sandbox exercises.
 */

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 32 characters from a CSPRNG (never Math.random). */
export function nonce(length = 32): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
  return out;
}

export const privateKeyOf = (pem: string | KeyObject): KeyObject =>
  typeof pem === 'string' ? createPrivateKey(pem) : pem;
export const publicKeyOf = (pem: string | KeyObject): KeyObject =>
  typeof pem === 'string' ? createPublicKey(pem) : pem;

/** SHA256 with RSA (PKCS#1 v1.5), base64. */
export function rsaSign(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

export function rsaVerify(message: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** `METHOD\nPATH?query\ntimestamp\nnonce\nbody\n`: what a request's signature covers. */
export function requestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: number,
  nonceStr: string,
  body: string,
) {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonceStr}\n${body}\n`;
}

export type Merchant = { mchId: string; serialNo: string; privateKey: KeyObject };

/** The Authorization header of a request to api.mch.weixin.qq.com. */
export function authorizationHeader(
  merchant: Merchant,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp: number,
  nonceStr = nonce(),
): string {
  const signature = rsaSign(
    requestMessage(method, pathWithQuery, timestamp, nonceStr, body),
    merchant.privateKey,
  );
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The fields of an Authorization header (a fake WeChat server checks them). */
export function parseAuthorization(header: string): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header);
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const part of (match[1] as string).matchAll(/(\w+)="([^"]*)"/g))
    fields[part[1] as string] = part[2] as string;
  return fields;
}

export type PayData = {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
};

/** getBrandWCPayRequest's data: paySign over `appId\ntimeStamp\nnonceStr\npackage\n` (signType not signed). */
export function jsapiPayData(
  appId: string,
  prepayId: string,
  privateKey: KeyObject,
  timestamp: number,
): PayData {
  const nonceStr = nonce();
  const pkg = `prepay_id=${prepayId}`;
  const timeStamp = String(timestamp);
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: rsaSign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, privateKey),
  };
}

export type EncryptedResource = {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type: string;
};

/** AEAD_AES_256_GCM: base64(ciphertext || 16-byte tag), 12-byte nonce, the APIv3 key as the key. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('APIv3 key must be 32 bytes');
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

/** The other direction, for the sandbox's notifications and the tests. */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  associatedData: string,
  originalType: string,
): EncryptedResource {
  const iv = nonce(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encrypted.toString('base64'),
    associated_data: associatedData,
    nonce: iv,
    original_type: originalType,
  };
}

/** A notification's signature is no older (or newer) than this. */
export const NOTIFICATION_MAX_AGE_SECONDS = 5 * 60;

export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

export type NotificationHeaders = Record<string, string | string[] | undefined>;

const header = (headers: NotificationHeaders, name: string): string => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** The decrypted notification: its id, event type and resource. */
export type VerifiedNotification = {
  id: string;
  eventType: string;
  resource: Record<string, unknown>;
};

/**
 * Checks a notification: the key named by Wechatpay-Serial (a platform certificate's serial or the
 * WeChat Pay public key's PUB_KEY_ID_...), the signature over `timestamp\nnonce\nbody\n` on the raw
 * body, a timestamp within 5 minutes of now, then decrypts the resource. Throws NotificationRejected.
 */
export function verifyNotification(
  headers: NotificationHeaders,
  rawBody: string,
  keys: ReadonlyMap<string, KeyObject>,
  apiV3Key: string,
  nowSeconds: number,
): VerifiedNotification {
  const serial = header(headers, 'wechatpay-serial');
  const signature = header(headers, 'wechatpay-signature');
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonceStr = header(headers, 'wechatpay-nonce');
  if (!serial || !signature || !timestamp || !nonceStr)
    throw new NotificationRejected('missing signature headers');
  // A probe WeChat sends to check the endpoint carries a signature that never verifies.
  if (signature.startsWith('WECHATPAY/SIGNTEST/')) throw new NotificationRejected('signature test probe');
  const key = keys.get(serial) ?? keys.get(serial.toUpperCase());
  if (!key) throw new NotificationRejected(`unknown serial ${serial}`);
  if (
    !/^\d{1,12}$/.test(timestamp) ||
    Math.abs(nowSeconds - Number(timestamp)) > NOTIFICATION_MAX_AGE_SECONDS
  ) {
    throw new NotificationRejected('stale timestamp');
  }
  if (!rsaVerify(`${timestamp}\n${nonceStr}\n${rawBody}\n`, signature, key))
    throw new NotificationRejected('bad signature');
  let body: { id?: unknown; event_type?: unknown; resource?: EncryptedResource };
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new NotificationRejected('body is not JSON');
  }
  if (typeof body.id !== 'string' || !body.resource) throw new NotificationRejected('no resource');
  let plain: string;
  try {
    plain = decryptResource(body.resource, apiV3Key);
  } catch {
    throw new NotificationRejected('resource does not decrypt');
  }
  return { id: body.id, eventType: String(body.event_type ?? ''), resource: JSON.parse(plain) };
}

/** Signs a notification as WeChat does (the sandbox and the tests). */
export function signNotification(
  body: string,
  serial: string,
  key: KeyObject,
  timestamp: number,
): Record<string, string> {
  const nonceStr = nonce();
  return {
    'content-type': 'application/json',
    'wechatpay-serial': serial,
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonceStr,
    'wechatpay-signature': rsaSign(`${timestamp}\n${nonceStr}\n${body}\n`, key),
  };
}
