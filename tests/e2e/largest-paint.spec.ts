import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// PERF-6, decision 0061: the image most likely to be a page's largest paint is preloaded from
// the head of the server's HTML — AVIF only, at high priority, with exactly the srcset and sizes
// of the <source type="image/avif"> it stands for, so the browser fetches it once.

const product = '/en/roll-up-displays/standard-roll-ups/roll-up-basic'

interface Preload {
  srcset: string | null
  sizes: string | null
  type: string | null
  fetchpriority: string | null
  media: string | null
}

/** The head's image preloads and the AVIF source of the image behind `selector`. */
async function preloadsAndSource(page: Page, selector: string) {
  return page.evaluate((imageSelector) => {
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map(
      (link) => ({
        srcset: link.getAttribute('imagesrcset'),
        sizes: link.getAttribute('imagesizes'),
        type: link.getAttribute('type'),
        fetchpriority: link.getAttribute('fetchpriority'),
        media: link.getAttribute('media'),
      }),
    )
    const source = document.querySelector(`${imageSelector} source[type="image/avif"]`)
    return {
      preloads,
      source: { srcset: source?.getAttribute('srcset'), sizes: source?.getAttribute('sizes') },
    }
  }, selector)
}

test.describe('in the server’s HTML (no JavaScript, as the page cache keeps it)', () => {
  test.use({ javaScriptEnabled: false })

  test('the product page preloads its main image’s AVIF from the head', async ({ page }) => {
    await page.goto(product)
    const { preloads, source } = await preloadsAndSource(page, '[data-testid="gallery-main"]')
    expect(source.srcset).toContain('.avif 1280w')
    expect(preloads).toEqual([
      {
        srcset: source.srcset!,
        sizes: source.sizes!,
        type: 'image/avif',
        fetchpriority: 'high',
        media: null,
      } satisfies Preload,
    ])
  })

  test('the home page preloads the hero’s image where it is shown', async ({ page }) => {
    await page.goto('/')
    const { preloads, source } = await preloadsAndSource(page, 'main section:first-of-type')
    expect(source.srcset).toContain('.avif')
    expect(preloads).toEqual([
      {
        srcset: source.srcset!,
        sizes: source.sizes!,
        type: 'image/avif',
        fetchpriority: 'high',
        // The hero's image is hidden on a phone: there its text is the largest paint.
        media: '(min-width: 768px)',
      } satisfies Preload,
    ])
  })
})

test('the product’s main image is fetched once, at high priority, before the scripts', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const requests: { url: string; priority: string; at: number }[] = []
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.push({
      url: event.request.url,
      priority: event.request.initialPriority,
      at: event.timestamp,
    })
  })
  await page.goto(product)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(page.getByTestId('gallery-main').locator('img')).toHaveJSProperty('complete', true)
  const main = await page
    .getByTestId('gallery-main')
    .locator('img')
    .evaluate((img) => (img as HTMLImageElement).currentSrc)
  expect(main).toMatch(/\.avif$/)
  // The main image's file in any size or format: the AVIF the preload named, fetched once; the
  // only other file of it is its thumbnail's (a preload that chose another candidate than the
  // <picture> would show here as a second size).
  const thumbnails = await page
    .locator('[data-testid="gallery-main"] ~ ul img')
    .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc))
  const stem = new URL(main).pathname.replace(/-\d+\.avif$/, '-')
  const ofMain = requests.filter((request) => new URL(request.url).pathname.startsWith(stem))
  expect(ofMain.filter((request) => request.url === main)).toHaveLength(1)
  const others = ofMain.filter((request) => request.url !== main).map((request) => request.url)
  expect(others.filter((url) => !thumbnails.includes(url))).toEqual([])
  const fetched = ofMain.find((request) => request.url === main)!
  expect(['High', 'VeryHigh']).toContain(fetched.priority)
  const firstScript = requests.find((request) => /\/assets\/.+\.js$/.test(request.url))
  expect(firstScript).toBeDefined()
  expect(fetched.at).toBeLessThanOrEqual(firstScript!.at)
})
