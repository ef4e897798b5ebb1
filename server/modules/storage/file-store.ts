import type { Readable } from 'node:stream'

// STORE-1, decision 0042: every file the shop keeps goes through one interface, whatever holds
// it: the local disk under DATA_DIR (the embedded default) or an S3-compatible bucket. A key is
// the file's path under DATA_DIR as it has always been ('media/products/x-640.webp',
// 'uploads/<uuid>', 'previews/<name>.webp', 'mail/<name>.eml'), so a shop keeps its files and
// its URLs when it moves from one to the other.

export interface StoredFile {
  size: number
  lastModified: Date
  /** A validator for conditional requests (quoted, as HTTP's ETag). */
  etag: string
  contentType: string
}

export interface FileRead extends StoredFile {
  stream: Readable
  /** The bytes the stream holds when a range was asked for (inclusive). */
  range?: { start: number; end: number }
}

export interface FileStore {
  readonly kind: 'local' | 's3'
  /** Where the files are, for the operator: 'DATA_DIR /var/shop' or 's3://bucket (endpoint)'. */
  readonly location: string
  /** Proves the store answers and takes writes; throws a StorageError with one clear line. */
  check(): Promise<void>
  /**
   * The store's identity: two processes with the same identity see the same files (STORE-4).
   * A local disk keeps a random one in DATA_DIR/.store-id; a bucket is named by its address.
   */
  identity(): Promise<string>
  /** Streams `body` into the store; a reader never sees half a file. Answers the bytes kept. */
  put(key: string, body: Readable | Uint8Array, contentType?: string): Promise<{ size: number }>
  /** The file's facts, or undefined when it is not there. */
  stat(key: string): Promise<StoredFile | undefined>
  /** The file (or the inclusive byte range of it) as a stream; undefined when it is not there. */
  read(key: string, range?: { start: number; end: number }): Promise<FileRead | undefined>
  /** Removes a file; a missing one is fine. */
  remove(key: string): Promise<void>
  /** Copies a file inside the store; false when the source is missing. */
  copy(from: string, to: string): Promise<boolean>
  /** Every file whose key starts with `prefix`, in no promised order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>
  /** The file's path on this machine's disk when the store is the local disk; else undefined. */
  localPath(key: string): string | undefined
}

/** The store cannot be used (unreachable, refused, misconfigured): the message names why. */
export class StorageError extends Error {
  override name = 'StorageError'
}

/** Keys are relative paths of plain names: no '..', no leading slash, no backslash. */
export function assertKey(key: string): string {
  if (
    !/^[\w.@-]+(\/[\w.@-]+)*$/.test(key) ||
    key.split('/').some((part) => part === '.' || part === '..')
  ) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`)
  }
  return key
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  eml: 'message/rfc822',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

/** The content type a key's extension names; files of no known kind are plain bytes. */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? ''
  return TYPES[ext] ?? 'application/octet-stream'
}

/** The folders of DATA_DIR that hold the shop's files (the database and secrets stay local). */
export const STORE_FOLDERS = ['media', 'uploads', 'previews', 'mail'] as const
