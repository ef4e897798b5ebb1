import { randomBytes } from 'node:crypto'

// A multipart/form-data body for app.inject(), as a browser's FormData sends it.

export interface Part {
  name: string
  data: Buffer | string
  filename?: string
  type?: string
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''
    }\r\n`
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
