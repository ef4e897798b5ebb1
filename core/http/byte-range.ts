// STORE-2, decision 0042: single byte ranges of a download (RFC 9110), for the API and the
// back office alike.

/** 'bytes=a-b', 'bytes=a-', 'bytes=-n' of a file of `size` bytes; 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number) {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  // Several ranges, or another unit: the whole file, as RFC 9110 allows.
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(size - Number(match[2]), 0)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start > end || start >= size) return 'invalid' as const
  return { start, end }
}

/** For a reader that knows the size first: the Range header's single satisfiable range, if any. */
export const rangeOf =
  (header: string | undefined) =>
  (size: number): { start: number; end: number } | undefined => {
    const range = parseRange(header, size)
    return range === 'invalid' ? undefined : range
  }

/** The status and length headers of a read that may be a range (206 with Content-Range). */
export function rangeHeaders(read: {
  size: number
  range?: { start: number; end: number } | undefined
}): { status: number; headers: Record<string, string> } {
  if (!read.range) {
    return {
      status: 200,
      headers: { 'accept-ranges': 'bytes', 'content-length': String(read.size) },
    }
  }
  return {
    status: 206,
    headers: {
      'accept-ranges': 'bytes',
      'content-range': `bytes ${read.range.start}-${read.range.end}/${read.size}`,
      'content-length': String(read.range.end - read.range.start + 1),
    },
  }
}
