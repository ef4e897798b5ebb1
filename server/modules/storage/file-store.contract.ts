import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import type { FileStore } from './file-store.ts'

// STORE-1, decision 0042: what every implementation of the file store promises, run against
// the local disk and against a real S3 API (s3-store.test.ts, local-store.test.ts).

const chunks = function* (count: number, size: number) {
  for (let i = 0; i < count; i++) yield Buffer.alloc(size, i % 251)
}

export function fileStoreContract(name: string, store: () => FileStore) {
  describe(`the file store contract: ${name}`, () => {
    const key = (name: string) => `uploads/contract-${Date.now()}-${Math.random()}-${name}`

    it('keeps bytes and a stream, and answers them with size, type and validator', async () => {
      const files = store()
      const small = key('a.pdf')
      expect(await files.put(small, Buffer.from('%PDF-1.7 hallo'))).toEqual({ size: 14 })
      const read = await files.read(small)
      expect(read).toMatchObject({ size: 14, contentType: 'application/pdf' })
      expect(read!.etag).toMatch(/"/)
      expect((await buffer(read!.stream)).toString()).toBe('%PDF-1.7 hallo')

      // 12 MB in 64 KB chunks: more than one part of a multipart upload.
      const large = key('b.bin')
      const written = await files.put(large, Readable.from(chunks(192, 64 * 1024)))
      expect(written.size).toBe(192 * 64 * 1024)
      expect(await files.stat(large)).toMatchObject({ size: 192 * 64 * 1024 })
      const whole = await buffer((await files.read(large))!.stream)
      expect(whole.length).toBe(192 * 64 * 1024)
      expect(whole[65 * 64 * 1024]).toBe(65)
    })

    it('reads a byte range', async () => {
      const files = store()
      const file = key('range.txt')
      await files.put(file, Buffer.from('0123456789'))
      const part = await files.read(file, { start: 2, end: 5 })
      expect(part).toMatchObject({ size: 10, range: { start: 2, end: 5 } })
      expect((await buffer(part!.stream)).toString()).toBe('2345')
    })

    it('answers undefined for a missing file, and removing one is fine', async () => {
      const files = store()
      const file = key('missing.pdf')
      expect(await files.stat(file)).toBeUndefined()
      expect(await files.read(file)).toBeUndefined()
      await files.remove(file)
      expect(await files.copy(file, key('nothing.pdf'))).toBe(false)
    })

    it('copies, lists by prefix and removes', async () => {
      const files = store()
      const prefix = `media/contract-${Date.now()}-${Math.random().toString(36).slice(2)}/`
      await files.put(`${prefix}one.webp`, Buffer.from('one'))
      expect(await files.copy(`${prefix}one.webp`, `${prefix}deep/two.webp`)).toBe(true)
      const listed: { key: string; size: number }[] = []
      for await (const item of files.list(prefix)) listed.push(item)
      expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
        { key: `${prefix}deep/two.webp`, size: 3 },
        { key: `${prefix}one.webp`, size: 3 },
      ])
      await files.remove(`${prefix}one.webp`)
      expect(await files.stat(`${prefix}one.webp`)).toBeUndefined()
      expect(await files.stat(`${prefix}deep/two.webp`)).toMatchObject({
        size: 3,
        contentType: 'image/webp',
      })
    })

    it('a failed source stream leaves no file behind', async () => {
      const files = store()
      const file = key('broken.bin')
      const broken = Readable.from(
        (async function* () {
          yield Buffer.alloc(1024, 1)
          throw new Error('the client went away')
        })(),
      )
      await expect(files.put(file, broken)).rejects.toThrow()
      expect(await files.stat(file)).toBeUndefined()
    })

    it('refuses keys that leave the store', async () => {
      const files = store()
      await expect(files.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/storage key/)
      await expect(files.read('/etc/passwd')).rejects.toThrow(/storage key/)
    })

    it('answers and keeps one identity, and passes its own check', async () => {
      const files = store()
      await files.check()
      const id = await files.identity()
      expect(id).toMatch(/^(local|s3):/)
      expect(await files.identity()).toBe(id)
    })
  })
}
