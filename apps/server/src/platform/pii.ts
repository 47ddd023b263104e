import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from './files';

/**
 * Personal data at rest (PIPL, 个人信息保护法 art. 51: encryption of sensitive personal information).
 * ID numbers, household and residential addresses, children and photos of certificates are sealed
 * with AES-256-GCM before they reach the database or the file storage, so a database dump, a
 * backup or a bucket listing shows no one's ID number. Reading them back needs the key, which lives
 * in the environment (PII_KEY), never in the database.
 *
 * A sealed text is `pii1.<keyId>.<base64url(iv | ciphertext | tag)>`: the key id (first 8 hex of
 * the key's SHA-256) lets a rotation keep reading values sealed with a previous key
 * (PII_KEY_PREVIOUS) while new values use the current one. Sealed bytes (files) carry the same
 * header as bytes: `pii1` + 4-byte key id + iv + ciphertext + tag.
 *
 * Equality look-ups on a sealed column (is this ID number already someone's?) use a blind index:
 * an HMAC of the normalised value under a key derived from the current key, stored next to it.
 * It reveals equality only, never the value; rotating the key means recomputing the index.
 */
export type PiiCipher = {
  seal(plain: string): string;
  /** The plain text of a sealed value; throws when it was sealed with an unknown key or altered. */
  open(sealed: string): string;
  sealNullable(plain: string | null | undefined): string | null;
  openNullable(sealed: string | null | undefined): string | null;
  /** HMAC-SHA256 (hex) of the trimmed, upper-cased value: equal values, equal index. */
  blindIndex(value: string): string;
  sealBytes(plain: Uint8Array): Buffer;
  openBytes(sealed: Uint8Array): Buffer;
};

const PREFIX = 'pii1';

/** What a sealed text starts with: such a value is never sealed again. */
export const SEALED_TEXT_PREFIX = `${PREFIX}.`;
export const isSealedText = (value: string) => value.startsWith(SEALED_TEXT_PREFIX);

/**
 * A stored value that should be sealed, in plain text. A value without the sealed prefix is one an
 * instance of an earlier version wrote during a rolling deploy (before the next start seals it): it
 * is read as it is rather than failing every read of it. Empty or missing: null.
 */
export const openTolerant = (pii: PiiCipher, value: string | null | undefined): string | null =>
  value ? (isSealedText(value) ? pii.open(value) : value) : null;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyIdOf = (key: Uint8Array) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function piiCipher(keys: { current: Uint8Array; previous?: readonly Uint8Array[] }): PiiCipher {
  if (keys.current.length !== 32) throw new Error('the personal-data key must be 32 bytes');
  const currentId = keyIdOf(keys.current);
  const byId = new Map<string, Uint8Array>();
  for (const key of [keys.current, ...(keys.previous ?? [])]) byId.set(keyIdOf(key), key);
  const indexKey = Buffer.from(
    hkdfSync('sha256', keys.current, new Uint8Array(0), 'ehome blind index v1', 32),
  );

  function encrypt(key: Uint8Array, plain: Uint8Array): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]);
  }
  function decrypt(key: Uint8Array, packed: Uint8Array): Buffer {
    if (packed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
    const buf = Buffer.from(packed);
    const iv = buf.subarray(0, IV_BYTES);
    const tag = buf.subarray(buf.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(buf.subarray(IV_BYTES, buf.length - TAG_BYTES)), decipher.final()]);
  }
  function keyFor(id: string): Uint8Array {
    const key = byId.get(id);
    if (!key) throw new Error(`personal data sealed with an unknown key (${id})`);
    return key;
  }

  const cipher: PiiCipher = {
    seal(plain) {
      return `${PREFIX}.${currentId}.${encrypt(keys.current, Buffer.from(plain, 'utf8')).toString('base64url')}`;
    },
    open(sealed) {
      const [prefix, id, body] = sealed.split('.');
      if (prefix !== PREFIX || !id || !body) throw new Error('not a sealed value');
      return decrypt(keyFor(id), Buffer.from(body, 'base64url')).toString('utf8');
    },
    sealNullable: (plain) =>
      plain === null || plain === undefined || plain === '' ? null : cipher.seal(plain),
    openNullable: (sealed) => (sealed ? cipher.open(sealed) : null),
    blindIndex: (value) => createHmac('sha256', indexKey).update(value.trim().toUpperCase()).digest('hex'),
    sealBytes(plain) {
      return Buffer.concat([
        Buffer.from(PREFIX),
        Buffer.from(currentId, 'hex'),
        encrypt(keys.current, plain),
      ]);
    },
    openBytes(sealed) {
      const buf = Buffer.from(sealed);
      if (buf.subarray(0, 4).toString('latin1') !== PREFIX) throw new Error('not sealed bytes');
      return decrypt(keyFor(buf.subarray(4, 8).toString('hex')), buf.subarray(8));
    },
  };
  return cipher;
}

/**
 * A file storage whose bytes are sealed: what `put` stores (on disk or in the bucket) is ciphertext,
 * `read`/`open` give the plain bytes back. Keys and removal are the underlying storage's. For photos
 * of certificates and children's proofs; never served straight from a bucket.
 */
export function sealedFileStorage(storage: FileStorage, cipher: PiiCipher): FileStorage {
  return {
    put: (bytes) => storage.put(cipher.sealBytes(bytes)),
    async read(key) {
      const sealed = await storage.read(key);
      return sealed ? cipher.openBytes(sealed) : null;
    },
    async open(key) {
      const sealed = await storage.read(key);
      return sealed ? Readable.from([cipher.openBytes(sealed)]) : null;
    },
    remove: (key) => storage.remove(key),
  };
}
