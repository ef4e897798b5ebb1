import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FileStore } from './file-store.ts'

/**
 * STORE-2, decision 0042: runs `work` in a temporary folder of this machine, with the stored
 * file `key` as a path there (MuPDF and sharp read files by path). The local disk hands its own
 * file; a bucket's file is streamed into the folder first. The folder is removed afterwards,
 * whatever happened. Answers undefined when the store has no such file.
 */
export async function withLocalCopy<T>(
  files: FileStore,
  key: string,
  work: (file: string, folder: string) => Promise<T>,
): Promise<{ result: T } | undefined> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-file-'))
  try {
    const own = files.localPath(key)
    if (own) {
      if (!(await files.stat(key))) return undefined
      return { result: await work(own, folder) }
    }
    const read = await files.read(key)
    if (!read) return undefined
    const copy = path.join(folder, 'file')
    await pipeline(read.stream, createWriteStream(copy))
    return { result: await work(copy, folder) }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
