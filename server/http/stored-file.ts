import type { FastifyReply, FastifyRequest } from 'fastify'
import { parseRange } from '#core/http/byte-range.ts'
import type { FileStore, StoredFile } from '#server/modules/storage/file-store.ts'

// STORE-2, decision 0042: a file of the store streamed to the client, never held in memory,
// with its type, length, validators and caching headers, a single byte range when asked
// (206, or 416 when it lies outside the file), and 304 when the client's copy is current.

export interface SendOptions {
  cacheControl: string
  /** Overrides the stored type (e.g. the type a print file was recognised as). */
  contentType?: string
  headers?: Record<string, string>
}

function isFresh(request: FastifyRequest, file: StoredFile): boolean {
  const tags = request.headers['if-none-match']
  if (tags) return tags.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')
  const since = Date.parse(request.headers['if-modified-since'] ?? '')
  return Number.isFinite(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since
}

/**
 * Answers the stored file `key`; false (nothing sent) when the store has no such file. A plain
 * GET reads the store once; a conditional or range request asks for the file's facts first.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  key: string,
  options: SendOptions,
): Promise<boolean> {
  const conditional =
    request.headers['if-none-match'] !== undefined ||
    request.headers['if-modified-since'] !== undefined
  const wantsRange = request.headers.range !== undefined
  let facts: StoredFile | undefined
  if (conditional || wantsRange || request.method === 'HEAD') {
    facts = await files.stat(key)
    if (!facts) return false
  }
  const head = (file: StoredFile) => {
    reply
      .header('cache-control', options.cacheControl)
      .header('last-modified', file.lastModified.toUTCString())
      .header('etag', file.etag)
      .header('accept-ranges', 'bytes')
      .type(options.contentType ?? file.contentType)
    for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value)
  }
  if (facts && conditional && isFresh(request, facts)) {
    head(facts)
    await reply.status(304).send()
    return true
  }
  const range = facts ? parseRange(request.headers.range, facts.size) : undefined
  if (facts && range === 'invalid') {
    await reply.status(416).header('content-range', `bytes */${facts.size}`).send()
    return true
  }
  if (request.method === 'HEAD' && facts) {
    head(facts)
    await reply.header('content-length', String(facts.size)).send()
    return true
  }
  const read = await files.read(key, range === 'invalid' ? undefined : range)
  if (!read) return false
  head(read)
  if (read.range) {
    reply
      .status(206)
      .header('content-range', `bytes ${read.range.start}-${read.range.end}/${read.size}`)
      .header('content-length', String(read.range.end - read.range.start + 1))
  } else {
    reply.header('content-length', String(read.size))
  }
  await reply.send(read.stream)
  return true
}
