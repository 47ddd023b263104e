import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryFileStorage } from './files';
import { piiCipher, sealedFileStorage } from './pii';

const key = () => new Uint8Array(randomBytes(32));

describe('personal data cipher', () => {
  it('seals text so the value never shows and opens it again', () => {
    const cipher = piiCipher({ current: key() });
    const sealed = cipher.seal('310101199001011234');
    expect(sealed).toMatch(/^pii1\.[0-9a-f]{8}\./);
    expect(sealed).not.toContain('1990');
    expect(cipher.open(sealed)).toBe('310101199001011234');
    // A fresh IV each time: equal values do not look equal.
    expect(cipher.seal('310101199001011234')).not.toBe(sealed);
    expect(cipher.sealNullable('')).toBeNull();
    expect(cipher.openNullable(null)).toBeNull();
  });

  it('refuses an altered value and one sealed with an unknown key', () => {
    const a = piiCipher({ current: key() });
    const sealed = a.seal('上海市浦东新区世纪大道100号');
    const body = sealed.split('.')[2] as string;
    const flipped = `${body.slice(0, -2)}${body.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => a.open(sealed.replace(body, flipped))).toThrow();
    expect(() => piiCipher({ current: key() }).open(sealed)).toThrow(/unknown key/);
  });

  it('reads values of a previous key after a rotation', () => {
    const old = key();
    const sealed = piiCipher({ current: old }).seal('A123');
    const rotated = piiCipher({ current: key(), previous: [old] });
    expect(rotated.open(sealed)).toBe('A123');
  });

  it('gives equal blind indexes to equal values only', () => {
    const cipher = piiCipher({ current: key() });
    expect(cipher.blindIndex(' 31010119900101123x ')).toBe(cipher.blindIndex('31010119900101123X'));
    expect(cipher.blindIndex('310101199001011234')).not.toBe(cipher.blindIndex('310101199001011235'));
  });

  it('stores sealed bytes in the file storage', async () => {
    const cipher = piiCipher({ current: key() });
    const plainStore = memoryFileStorage();
    const store = sealedFileStorage(plainStore, cipher);
    const photo = Buffer.from('\xff\xd8\xff fake jpeg of an ID card', 'latin1');
    const k = await store.put(photo);
    const raw = await plainStore.read(k);
    expect(raw?.includes(photo)).toBe(false);
    expect(await store.read(k)).toEqual(photo);
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.open(k)) ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(photo);
  });
});
