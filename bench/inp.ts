import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import type * as WebVitals from 'web-vitals/attribution'
import { BenchError, type BenchPages, type Shop } from './shop.ts'

// INP of the price calculator (PERF-9): the product page in both languages, opened as a
// returning guest in the system's Chromium (CHROME_PATH, /usr/bin/chromium; headless, no
// sandbox, no GPU), hydrated, then the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, like
// Lighthouse's mobile profile) and BENCH_INP_CHANGES (8) configuration changes made as a buyer
// makes them: a click on another production time, the arrow key on an option's field. Each
// change waits until the loader has priced it (the address changed, the price not busy). The web-vitals library (its attribution build,
// injected before the page's scripts) gives the INP; a PerformanceObserver on `event` entries
// gives every interaction's latency, for the p75. 'price shown' is the time from the input to
// the first frame after the price's text changed (the loader's answer included).
// Goal: INP ≤ 200 ms.

export const INP_GOAL_MS = 200

export interface InpRow {
  page: 'product'
  locale: 'de' | 'en'
  path: string
  interactions: number
  /** web-vitals' INP of the visit (with fewer than 50 interactions: the slowest one). */
  inpMs: number
  /** The interactions' latencies (Event Timing, the longest event per interaction). */
  p75Ms: number
  maxMs: number
  /** From the input to the frame that shows the new price, p75 and max. */
  priceShownP75Ms: number
  priceShownMaxMs: number
  /** web-vitals' attribution of the slowest interaction. */
  slowest?: {
    target: string
    type: string
    inputDelayMs: number
    processingMs: number
    presentationDelayMs: number
    /** Long animation frames' script and style/layout time within the interaction. */
    scriptMs: number
    styleAndLayoutMs: number
    longestScript: string
  }
}

// The attribution build as a classic script (window.webVitals), beside the one the package exports.
const require = createRequire(import.meta.url)
const WEB_VITALS = path.join(
  path.dirname(require.resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
)

/** Runs in the page before its own scripts: web-vitals' INP and the raw interactions. */
function observe() {
  interface Measured {
    inp: number
    inpAttribution: Record<string, unknown> | null
    interactions: Map<number, number>
    inputAt: number
    priceShown: number[]
  }
  const measured: Measured = {
    inp: 0,
    inpAttribution: null,
    interactions: new Map(),
    inputAt: 0,
    priceShown: [],
  }
  ;(window as unknown as { __inp: Measured }).__inp = measured
  const vitals = (window as unknown as { webVitals: typeof WebVitals }).webVitals
  vitals.onINP(
    (metric) => {
      measured.inp = metric.value
      const a = metric.attribution
      measured.inpAttribution = {
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processing: a.processingDuration,
        presentationDelay: a.presentationDelay,
        script: a.totalScriptDuration,
        styleAndLayout: a.totalStyleAndLayoutDuration,
        longestScript: a.longestScript
          ? `${a.longestScript.entry.invoker} ${a.longestScript.entry.sourceFunctionName} ${a.longestScript.entry.sourceURL.split('/').pop()}:${a.longestScript.entry.sourceCharPosition} ${Math.round(a.longestScript.intersectingDuration)} ms`
          : '',
      }
    },
    { reportAllChanges: true, durationThreshold: 16 },
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue
      const known = measured.interactions.get(entry.interactionId) ?? 0
      measured.interactions.set(entry.interactionId, Math.max(known, entry.duration))
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => (measured.inputAt = event.timeStamp), { capture: true })
  }
  document.addEventListener('DOMContentLoaded', () => {
    const price = document.querySelector('[data-testid="total-price"]')
    if (!price) return
    new MutationObserver(() => {
      const from = measured.inputAt
      if (!from) return
      measured.inputAt = 0
      requestAnimationFrame(() =>
        setTimeout(() => measured.priceShown.push(performance.now() - from)),
      )
    }).observe(price, { childList: true, characterData: true, subtree: true })
  })
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!)
}

/** One configuration change, as a buyer makes it; resolves when the new price is shown. */
async function change(page: Page, index: number) {
  const calculator = page.getByTestId('price-calculator')
  const before = new URL(page.url()).search
  if (index % 2 === 0) {
    // Another production time: a click (a pointer interaction).
    const radios = calculator.locator('input[name="duration_id"]')
    const count = await radios.count()
    const checked = await radios.evaluateAll((inputs) =>
      inputs.findIndex((input) => (input as HTMLInputElement).checked),
    )
    await radios.nth((checked + 1) % count).click()
  } else {
    // Another value of the first option: the arrow key on the focused field (a keyboard one).
    const select = calculator.locator('select[name="option_values[]"]').first()
    const last = await select.evaluate(
      (element) =>
        (element as HTMLSelectElement).selectedIndex ===
        (element as HTMLSelectElement).options.length - 1,
    )
    await select.focus()
    await page.keyboard.press(last ? 'ArrowUp' : 'ArrowDown')
  }
  await page
    .waitForFunction(
      ([search]) =>
        location.search !== search &&
        !document.querySelector('[data-testid="price-calculator"] [aria-busy="true"]'),
      [before],
      { timeout: 10_000 },
    )
    .catch(() => {
      throw new BenchError(`INP: the configuration was not priced after change ${index + 1}`)
    })
  // Let the frame after the answer be painted and observed before the next input.
  await page.waitForTimeout(300)
}

export async function runInp(shop: Shop, pages: BenchPages): Promise<InpRow[]> {
  const changes = Number(process.env.BENCH_INP_CHANGES ?? 8)
  if (!Number.isInteger(changes) || changes < 2) {
    throw new BenchError('BENCH_INP_CHANGES must be a whole number ≥ 2')
  }
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromePath)) {
    throw new BenchError(`No Chromium at ${chromePath} (set CHROME_PATH; apt-get install chromium)`)
  }
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  // Playwright runs an init script in a function of its own: the library's global is set by hand.
  const webVitals = `${readFileSync(WEB_VITALS, 'utf8')};window.webVitals = webVitals;`
  const rows: InpRow[] = []
  try {
    for (const locale of ['de', 'en'] as const) {
      const pagePath = pages[locale].product
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const cookies = pages.guestCookie.split('; ').map((pair) => {
        const [name, value] = pair.split('=')
        return { name: name!, value: value!, url: shop.base }
      })
      await context.addCookies(cookies)
      const page = await context.newPage()
      await page.addInitScript({ content: webVitals })
      await page.addInitScript(observe)
      await page.goto(`${shop.base}${pagePath}`)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      for (let index = 0; index < changes; index++) await change(page, index)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      const result = await page.evaluate(() => {
        const measured = (
          window as unknown as {
            __inp: {
              inp: number
              inpAttribution: Record<string, unknown> | null
              interactions: Map<number, number>
              priceShown: number[]
            }
          }
        ).__inp
        return {
          inp: measured.inp,
          attribution: measured.inpAttribution,
          latencies: [...measured.interactions.values()],
          priceShown: measured.priceShown,
        }
      })
      await context.close()
      if (result.latencies.length === 0) {
        throw new BenchError(`INP on ${pagePath}: Chromium reported no interaction`)
      }
      const a = result.attribution
      rows.push({
        page: 'product',
        locale,
        path: pagePath,
        interactions: result.latencies.length,
        inpMs: Math.round(result.inp),
        p75Ms: percentile(result.latencies, 0.75),
        maxMs: percentile(result.latencies, 1),
        priceShownP75Ms: percentile(result.priceShown, 0.75),
        priceShownMaxMs: percentile(result.priceShown, 1),
        ...(a
          ? {
              slowest: {
                target: String(a.target ?? ''),
                type: String(a.type ?? ''),
                inputDelayMs: Math.round(Number(a.inputDelay)),
                processingMs: Math.round(Number(a.processing)),
                presentationDelayMs: Math.round(Number(a.presentationDelay)),
                scriptMs: Math.round(Number(a.script ?? 0)),
                styleAndLayoutMs: Math.round(Number(a.styleAndLayout ?? 0)),
                longestScript: String(a.longestScript ?? ''),
              },
            }
          : {}),
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}
