import { randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, type Stats } from 'node:fs'
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  assertKey,
  contentTypeOf,
  type FileStore,
  StorageError,
  type StoredFile,
} from './file-store.ts'
import { createPacer, paced } from './memory-pacing.ts'

// STORE-1, decision 0042: the embedded default — the files under DATA_DIR, as they always were.
// A write goes to a temporary name beside its file and is renamed into place, so a reader (or
// another process on a shared disk) never sees half a file.

const missing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}

/** @fastify/static's validator, so cached images stay valid across the move to this store. */
const etagOf = (found: Stats) =>
  `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`

const factsOf = (key: string, found: Stats): StoredFile => ({
  size: found.size,
  lastModified: found.mtime,
  etag: etagOf(found),
  contentType: contentTypeOf(key),
})

export function createLocalStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir)
  const at = (key: string) => path.join(root, assertKey(key))

  async function statFile(key: string) {
    try {
      const found = await stat(at(key))
      return found.isFile() ? found : undefined
    } catch (error) {
      if (missing(error)) return undefined
      throw error
    }
  }

  async function* walk(dir: string): AsyncGenerator<string> {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      if (missing(error)) return
      throw error
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) yield* walk(full)
      // Half-written files of an interrupted write are no files of the shop.
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield full
    }
  }

  return {
    kind: 'local',
    location: `DATA_DIR ${root}`,

    async check() {
      const probe = path.join(root, `.probe-${randomUUID()}`)
      try {
        await mkdir(root, { recursive: true })
        const handle = await open(probe, 'wx')
        await handle.close()
        await rm(probe, { force: true })
      } catch (error) {
        throw new StorageError(
          `Cannot use DATA_DIR ${root} for the shop's files: ${(error as Error).message}`,
        )
      }
    },

    async identity() {
      const file = path.join(root, '.store-id')
      try {
        return (await readFile(file, 'utf8')).trim()
      } catch (error) {
        if (!missing(error)) throw error
      }
      await mkdir(root, { recursive: true })
      const id = `local:${randomUUID()}`
      try {
        // 'wx': of two processes creating it on a shared disk at once, one id wins.
        const handle = await open(file, 'wx')
        await handle.writeFile(id)
        await handle.close()
        return id
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        return (await readFile(file, 'utf8')).trim()
      }
    },

    async put(key, body) {
      const file = at(key)
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
      let size = 0
      const pace = createPacer()
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length
          pace(chunk.length)
          done(null, chunk)
        },
      })
      const source = body instanceof Uint8Array ? Readable.from([body]) : body
      try {
        await pipeline(source, count, createWriteStream(temp, { flags: 'wx' }))
        await rename(temp, file)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
      return { size }
    },

    async stat(key) {
      const found = await statFile(key)
      return found && factsOf(key, found)
    },

    async read(key, range) {
      const found = await statFile(key)
      if (!found) return undefined
      const stream = paced(
        createReadStream(at(key), range && { start: range.start, end: range.end }),
      )
      return { ...factsOf(key, found), stream, ...(range && { range }) }
    },

    async remove(key) {
      await rm(at(key), { force: true })
    },

    async copy(from, to) {
      const target = at(to)
      await mkdir(path.dirname(target), { recursive: true })
      try {
        await copyFile(at(from), target)
        return true
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },

    async *list(prefix) {
      const clean = prefix.replace(/\/+$/, '')
      const start = clean ? at(clean) : root
      for await (const full of walk(start)) {
        const key = path.relative(root, full).split(path.sep).join('/')
        if (!key.startsWith(prefix)) continue
        const found = await stat(full).catch(() => undefined)
        if (found) yield { key, size: found.size }
      }
    },

    localPath: at,
  }
}
