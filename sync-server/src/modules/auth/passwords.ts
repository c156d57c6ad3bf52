/** Password hashing with argon2id at OWASP's minimum parameters for it. */
import { hash, verify } from '@node-rs/argon2';

export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 uses argon2id unless told otherwise; the parameters are read back in tests.
  return hash(password, ARGON2_PARAMS);
}

/** A valid hash of a random password, verified when an account is unknown so timing reveals nothing. */
const decoyHash = hashPassword(crypto.randomUUID());

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
