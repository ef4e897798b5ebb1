import { mkdtempSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive Debian's Chromium through playwright-core: no browser is downloaded.
// Two shops run from fresh data, each from the demo state (tests/e2e/serve.ts):
// - 'shop', for the specs that run in parallel, each test with its own customer, order and
//   staff: on PostgreSQL when one answers on 127.0.0.1:5432 (E2E_POSTGRES_URL overrides, `off`
//   keeps PGlite), so the queries run beside the page rendering;
// - 'shop-wide', for the specs that change what every visitor sees — the settings, prices and
//   products, categories, pages, the footer, popups, redirects — one at a time, on PGlite (the
//   embedded default), at the same time as the others.
const port = Number(process.env.E2E_PORT ?? 3300)
const widePort = port + 1
// The config is read by the runner and again by every worker: the folders are made once, in the
// runner, and the workers inherit them through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'))
process.env.E2E_WIDE_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-wide-'))
process.env.E2E_MEDIA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-media-'))
const mediaDir = process.env.E2E_MEDIA_DIR
const dataDirs = { shop: process.env.E2E_DATA_DIR, wide: process.env.E2E_WIDE_DATA_DIR }

async function answers(host: string, portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: portNumber })
    socket.setTimeout(2_000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
const postgresUrl =
  process.env.E2E_POSTGRES_URL === 'off'
    ? undefined
    : (process.env.E2E_POSTGRES_URL ??
      ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : undefined))

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

const shopWide =
  /[/\\]((settings|catalog|categories|footer|pages|products|product-sections|product-print-zones|redirects|popups|fairs)-admin|popup-switch|rich-text-editor|admin-work-queues)\.spec\.ts$/

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }

function server(portNumber: number, dataDir: string, databaseUrl?: string) {
  return {
    // The production server with staff fixtures made before it starts (tests/e2e/serve.ts).
    command: 'node tests/e2e/serve.ts',
    url: `http://127.0.0.1:${portNumber}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(portNumber),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The demo images both shops draw, drawn once (tests/e2e/serve.ts).
      E2E_MEDIA_DIR: mediaDir,
      ...(databaseUrl ? { E2E_POSTGRES_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      // Third-party scripts point at hosts the tests intercept (tests/e2e/consent.spec.ts).
      ANALYTICS_SCRIPT_URL: 'https://analytics.example/tag.js',
      TRUST_BADGE_ID: 'XDEMO1234',
      TRUST_BADGE_SCRIPT_URL: 'https://trust.example/js/{id}.js',
      TRUST_BADGE_PROFILE_URL: 'https://trust.example/reviews/{id}',
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are shared out: a long file (accessibility.spec.ts) is no long pole.
  fullyParallel: true,
  // Two workers for the shop and one for the shop-wide specs fill the 2-core machine, whose
  // time goes mostly to the servers (E2E_WORKERS overrides, up to the staff sets made).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'line' : 'list',
  // Three workers and two shops share two cores: a test runs two to three times as long as it
  // does alone. The limits say when a test hangs, not how fast it should be (decision 0041).
  timeout: 60_000,
  // A placed order or a priced page can take more than 5 s on a busy 2-core machine.
  expect: { timeout: 10_000 },
  use: {
    launchOptions: chromium,
    // A trace records every action's snapshots, and was a quarter of the run's CPU (decision
    // 0041): recorded when a failed test runs again, with a screenshot of every failure.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First: its one worker works through its chain while the others share out the rest.
    {
      name: 'shop-wide',
      use: { ...desktop, baseURL: `http://127.0.0.1:${widePort}` },
      metadata: { dataDir: dataDirs.wide },
      testMatch: shopWide,
      workers: 1,
    },
    {
      name: 'desktop',
      use: { ...desktop, baseURL: `http://127.0.0.1:${port}` },
      metadata: { dataDir: dataDirs.shop },
      grepInvert: /@phone/,
      testIgnore: shopWide,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', baseURL: `http://127.0.0.1:${port}` },
      metadata: { dataDir: dataDirs.shop },
      grep: /@phone/,
      testIgnore: shopWide,
    },
  ],
  webServer: [server(port, dataDirs.shop, postgresUrl), server(widePort, dataDirs.wide)],
})
