import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** `scrypt$<salt hex>$<key hex>` with node's default cost (N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [kind, saltHex, keyHex] = stored.split('$');
  if (kind !== 'scrypt' || !saltHex || !keyHex) return false;
  const key = await scryptAsync(password, Buffer.from(saltHex, 'hex'), 32);
  const expected = Buffer.from(keyHex, 'hex');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A fresh session token for the cookie; the store keeps only its hash. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newId(bytes = 9): string {
  return randomBytes(bytes).toString('base64url');
}

/** A guest's name until it claims one: "guest-" and a few letters. */
export function guestName(): string {
  return `guest-${randomBytes(3).toString('hex')}`;
}
