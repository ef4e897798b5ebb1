import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PrintFileView } from '#core/orders/order-views.ts'
import { printPdf } from './fixtures/print-files.ts'
import { multipart } from './multipart.ts'
import { type Buyer, type Shop, call } from './scale-out/processes.ts'
import { postgres, redisUrl, twoShops } from './scale-out/two-shops.ts'

// The shop's files on several machines (STORE-1..STORE-4, decision 0042): two real app
// processes, each with a DATA_DIR of its own as two machines have, on one PostgreSQL, one Redis
// and one bucket (s3rver, started by the test). What one process writes — the demo images of
// the first start, a print file, its check's preview, an invoice — the other serves alike.

describe.skipIf(!redisUrl || !postgres)(
  'two app processes with their own DATA_DIR, one bucket',
  () => {
    const env = twoShops({ seedImages: true })
    const { logOf, readyBuyer, place, placedOf } = env
    let a: Shop
    let b: Shop
    beforeAll(() => {
      ;({ a, b } = env.current())
    })

    const get = (shop: Shop, url: string, headers: Record<string, string> = {}) =>
      fetch(`${shop.url}${url}`, { headers })

    it('serves the demo images the first start drew, from both, at their addresses and with their caching', async () => {
      const list = await call(a, '/user/site/middle-page/products/roll-up-standard?per_page=1')
      const [product] = (list.json.body as { data: { cover_image: { path: string } }[] }).data
      expect(product, list.text).toBeDefined()
      const image = `/media/${product!.cover_image.path}-640.webp`
      const seen: string[] = []
      for (const shop of [a, b]) {
        const answer = await get(shop, image)
        expect(answer.status, logOf(shop)).toBe(200)
        expect(answer.headers.get('content-type')).toBe('image/webp')
        expect(answer.headers.get('cache-control')).toBe('public, max-age=86400')
        const bytes = Buffer.from(await answer.arrayBuffer())
        expect(Number(answer.headers.get('content-length'))).toBe(bytes.length)
        seen.push(bytes.toString('base64'))
        // The browser's copy is current: 304 without the bytes.
        const again = await get(shop, image, { 'if-none-match': answer.headers.get('etag')! })
        expect(again.status).toBe(304)
      }
      expect(seen[0]).toBe(seen[1])
      // An AVIF size made on first request through A is served by B.
      const avif = image.replace(/\.webp$/, '.avif')
      expect((await get(a, avif)).headers.get('content-type')).toBe('image/avif')
      expect((await get(b, avif)).status).toBe(200)
      expect((await get(b, '/media/products/no-such-image-640.webp')).status).toBe(404)
    })

    it('a print file uploaded through one is checked, previewed and downloaded through both; the invoice too', async () => {
      // Buyer 0 pays on invoice (PAYMENT_METHODS): the order is invoiced as it is placed.
      const buyer: Buyer = await readyBuyer(0)
      const placed = await place(a, buyer)
      expect(placed.status, placed.text).toBe(201)
      const order = placedOf(placed)
      const pdf = Buffer.from(await printPdf({ trim: [850, 2000], bleed: 5 }))
      const body = multipart([{ name: 'file', filename: 'rollup.pdf', data: pdf }])
      const uploaded = await fetch(
        `${b.url}/api/v1/user/dashboard/invoices/images/upload/${order.id}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${buyer.token}`, ...body.headers },
          body: body.payload,
        },
      )
      const uploadText = await uploaded.text()
      expect(uploaded.status, uploadText).toBe(200)
      const file = (JSON.parse(uploadText) as { body: PrintFileView }).body

      // Whichever process's worker checks it reads it from the bucket, never "upload it again".
      const deadline = Date.now() + 60_000
      let check: PrintFileView['check'] = null
      while (Date.now() < deadline) {
        const detail = await call(a, `/user/dashboard/invoices/fetch/${order.id}`, {
          token: buyer.token,
        })
        const files = (detail.json.body as { files: PrintFileView[] }).files
        check = files.find((f) => f.id === file.id)?.check ?? null
        if (check?.state === 'done') break
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      expect(check, `${logOf(a)}\n${logOf(b)}`).toMatchObject({ state: 'done', failure: null })

      const auth = { authorization: `Bearer ${buyer.token}` }
      const base = '/api/v1/user/dashboard/invoices'
      for (const shop of [a, b]) {
        const download = await get(shop, `${base}/images/fetch/${order.id}/${file.id}`, auth)
        expect(download.status, logOf(shop)).toBe(200)
        expect(download.headers.get('content-type')).toBe('application/pdf')
        expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)
        // A range of it, as a download manager resumes (STORE-2).
        const part = await get(shop, `${base}/images/fetch/${order.id}/${file.id}`, {
          ...auth,
          range: 'bytes=0-7',
        })
        expect(part.status).toBe(206)
        expect(part.headers.get('content-range')).toBe(`bytes 0-7/${pdf.length}`)
        expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe(
          pdf.subarray(0, 8).toString('latin1'),
        )
        if (check?.hasPreview) {
          const preview = await get(shop, `${base}/images/preview/${order.id}/${file.id}`, auth)
          expect(preview.status, logOf(shop)).toBe(200)
          expect(preview.headers.get('content-type')).toBe('image/webp')
        }

        const documents = await call(shop, `/user/dashboard/invoices/${order.id}/documents`, {
          token: buyer.token,
        })
        expect(documents.status, documents.text).toBe(200)
        const [invoice] = documents.json.body as { number: string; pdf_url: string }[]
        expect(invoice, documents.text).toBeDefined()
        const invoicePdf = await get(shop, invoice!.pdf_url, auth)
        expect(invoicePdf.status).toBe(200)
        expect(
          Buffer.from(await invoicePdf.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-')
      }
      expect(check?.hasPreview).toBe(true)
    })

    it('a third process with a DATA_DIR of its own and no bucket refuses to start, in one line (STORE-4)', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-scale-out-alone-'))
      try {
        const child = spawn(process.execPath, ['tests/integration/scale-out/app-process.ts'], {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: '0',
            DATABASE_URL: env.current().emptyUrl,
            DATABASE_POOL_SIZE: '2',
            REDIS_URL: redisUrl!,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        })
        let output = ''
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
        expect(code, output).not.toBe(0)
        expect(output).toContain(
          'Another process of this shop keeps its files in an S3 bucket, not in this process',
        )
      } finally {
        await rm(dataDir, { recursive: true, force: true })
      }
    })
  },
)
