import http from 'node:http'
import { expect, test } from './fixtures.ts'

// Page links come from PUBLIC_URL (here: the address the e2e shop listens on), never from the
// Host or X-Forwarded-Host of a request (decision 0013).

/** A raw GET with headers a browser would never let a page set. */
function getWithHeaders(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve(body))
    })
    request.on('error', reject)
  })
}

const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }

test('canonical and hreflang links ignore a forged Host', async ({ baseURL }) => {
  const html = await getWithHeaders(`${baseURL}/en`, forged)
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en"`)
  expect(html).toContain(`hrefLang="de" href="${baseURL}/"`)
  expect(html).not.toContain('evil.example')
})

test('robots.txt and sitemap.xml ignore a forged Host', async ({ baseURL }) => {
  const robots = await getWithHeaders(`${baseURL}/robots.txt`, forged)
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const sitemap = await getWithHeaders(`${baseURL}/sitemap.xml`, forged)
  expect(sitemap).toContain(`<loc>${baseURL}/`)
  expect(sitemap).not.toContain('evil.example')
})
