import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { appSecrets } from '#server/db/schema/index.ts'

export interface Signer {
  sign(text: string): Promise<string>
  /** True when `signature` is this key's signature of `text` (compared in constant time). */
  verify(text: string, signature: string): Promise<boolean>
}

/**
 * HMAC keys the shop makes itself on first use and keeps in the database, so that every process
 * signs and checks alike. The first process to ask creates the key; the others read it.
 */
export function createSecretsService(db: Db) {
  const keys = new Map<string, Promise<Buffer>>()

  async function load(name: string): Promise<Buffer> {
    await db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name))
    return Buffer.from(row!.value, 'base64url')
  }

  function key(name: string): Promise<Buffer> {
    let found = keys.get(name)
    if (!found) {
      found = load(name)
      // A failed read is not remembered: the next call tries again.
      found.catch(() => keys.delete(name))
      keys.set(name, found)
    }
    return found
  }

  return {
    signer(name: string): Signer {
      const mac = async (text: string) =>
        createHmac('sha256', await key(name))
          .update(text)
          .digest('base64url')
      return {
        sign: mac,
        async verify(text, signature) {
          const expected = Buffer.from(await mac(text))
          const given = Buffer.from(signature)
          return given.length === expected.length && timingSafeEqual(given, expected)
        },
      }
    },
  }
}

export type SecretsService = ReturnType<typeof createSecretsService>
