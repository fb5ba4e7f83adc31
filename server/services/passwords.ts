import { type Algorithm, hash, verify } from '@node-rs/argon2'

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm // Algorithm.Argon2id: a const enum, not importable under isolatedModules
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check, so that timing does not tell which accounts exist.
    await hash(password, options)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
