import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { serverBusy } from '../http/http-error';
import { type BoundedPool, PoolFullError } from './bounded-pool';

/**
 * OWASP's scrypt floor is N=2^17, r=8, p=1 (the default `cost` 17). The parameters are stored beside each hash, so
 * the cost can be raised later and old hashes still verify; tests lower it to keep the suite fast.
 */
export const DEFAULT_PASSWORD_COST = 17;
const params = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 });
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const encode = (cost: number, salt: Buffer, key: Buffer) => {
  const { N, r, p } = params(cost);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
};

export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  return encode(cost, salt, await derive(password, salt, params(cost), KEY_LENGTH));
}

/** For the seed, which runs once inside a synchronous transaction. */
export function hashPasswordSync(password: string, cost = DEFAULT_PASSWORD_COST): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params(cost), maxmem: MAX_MEMORY });
  return encode(cost, salt, key);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltB64, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash refused because the pool's queue is full: the client may retry after this many seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Every password hash and check of a request goes through here, on the one bounded pool (docs/product.md#security): a flood
 * of hashing requests queues behind a few workers and then gets 503s, instead of slowing every login down.
 */
export class PasswordHasher {
  /**
   * Compared against when the account does not exist, so a wrong username costs the same time as a wrong password
   * and response times do not reveal which accounts exist. Made on first need, at the configured cost.
   */
  private dummyHash: string | undefined;

  constructor(
    private readonly cost: number,
    private readonly pool: BoundedPool,
  ) {}

  hash(password: string): Promise<string> {
    return this.inPool(() => hashPassword(password, this.cost));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.inPool(() => verifyPassword(password, stored));
  }

  verifyAgainstDummy(password: string): Promise<false> {
    return this.inPool(async () => {
      this.dummyHash ??= await hashPassword('not-a-real-password-1', this.cost);
      await verifyPassword(password, this.dummyHash);
      return false as const;
    });
  }

  private async inPool<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await this.pool.run(task);
    } catch (error) {
      throw error instanceof PoolFullError ? serverBusy(BUSY_RETRY_AFTER_SECONDS) : error;
    }
  }
}
