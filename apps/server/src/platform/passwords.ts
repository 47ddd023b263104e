import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1). The library's default algorithm is
 * argon2id; its `Algorithm` enum is an ambient const enum that isolated modules cannot read.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash is a failed login, not a server fault.
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash to verify against when the user name does not exist, so an unknown name costs the same
 * time as a wrong password and the response time does not reveal which names are real.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
