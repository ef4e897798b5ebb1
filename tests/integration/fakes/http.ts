import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

export type RecordedRequest = {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>

/**
 * A real HTTP server on a free local port (127.0.0.1, port 0) that records every request and
 * hands it to a handler; the fakes of VIES, Stripe and PayPal are built on it.
 */
export async function startFakeServer(handler: Handler) {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: String(error) }))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}
