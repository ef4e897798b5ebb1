import { Transform, type TransformCallback } from 'node:stream'

// PERF-2, decision 0062: a server-rendered page with its stylesheet inline needs no script for
// its first paint. React Router names every module of the page as a <link rel="modulepreload">,
// which Chrome fetches at high priority, and Lighthouse's simulation counts every high-priority
// script that loaded before the observed paint as blocking it: the first paint waited for some
// 180 KB of scripts. Here they become low-priority fetches, as React preloads its own bootstrap
// modules: all still start at once (no waterfall for the hydration), none holds up the paint.

const HEAD_END = Buffer.from('</head>')
/** A head larger than this is passed on as it is (a page's head is a few KB). */
const MAX_HEAD_BYTES = 256 * 1024

/** Every modulepreload link of the html gets fetchpriority="low" (unless it names one). */
export function lowerModulePreloads(html: string): string {
  return html.replace(/<link\b[^>]*>/gi, (tag) =>
    /\brel=["']?modulepreload\b/i.test(tag) && !/\bfetchpriority=/i.test(tag)
      ? tag.replace(/^<link\b/i, '<link fetchpriority="low"')
      : tag,
  )
}

/**
 * A stream that rewrites the page's head with lowerModulePreloads and passes the rest on
 * untouched. React writes its output in small chunks, so the head is gathered first.
 */
export function lowPriorityPreloads(): Transform {
  let head: Buffer[] | null = []
  let headBytes = 0
  let recent = Buffer.alloc(0)
  const release = (stream: Transform, upTo = headBytes) => {
    const gathered = Buffer.concat(head ?? [])
    head = null
    stream.push(lowerModulePreloads(gathered.subarray(0, upTo).toString('utf8')))
    if (upTo < gathered.length) stream.push(gathered.subarray(upTo))
  }
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      if (head === null) return callback(null, data)
      // Look for </head> in the new chunk and the few bytes before it (a tag cut in two).
      const seen = Buffer.concat([recent, data])
      const found = seen.indexOf(HEAD_END)
      head.push(data)
      const start = headBytes - recent.length
      headBytes += data.length
      recent = seen.subarray(Math.max(0, seen.length - (HEAD_END.length - 1)))
      if (found >= 0) release(this, start + found)
      else if (headBytes > MAX_HEAD_BYTES) release(this)
      callback()
    },
    flush(callback: TransformCallback) {
      if (head !== null) release(this)
      callback()
    },
  })
}
