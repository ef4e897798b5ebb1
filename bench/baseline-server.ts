import { readFileSync } from 'node:fs'
import http from 'node:http'

// The load benchmark's baseline (bench/load.ts): a plain Node HTTP server answering every
// request with one response held in memory — the shop's own answer for its product page, its
// headers and its (brotli) bytes as they were sent. Started as
// `node bench/baseline-server.ts <headers.json> <body file>`; prints the port it listens on.

const [headersFile, bodyFile] = process.argv.slice(2)
if (!headersFile || !bodyFile) {
  console.error('usage: node bench/baseline-server.ts <headers.json> <body>')
  process.exit(2)
}
const headers = JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>
const body = readFileSync(bodyFile)
headers['content-length'] = String(body.length)

const server = http.createServer((request, response) => {
  request.resume()
  response.writeHead(200, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
})
server.keepAliveTimeout = 72_000
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(typeof address === 'object' && address ? address.port : '')
})
process.on('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
