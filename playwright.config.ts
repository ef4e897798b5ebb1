import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive Debian's Chromium through playwright-core: no browser is downloaded.
// The shop runs from a fresh data folder, so every run starts from the demo state.
const port = Number(process.env.E2E_PORT ?? 3300)
// Set once in the runner's process; the workers inherit it, so tests can read the shop's mails.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'))
const dataDir = process.env.E2E_DATA_DIR

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

// Specs that change what every visitor sees — the settings, prices and products, categories,
// pages, the footer, popups, redirects — run after the others, one at a time ('shop-wide'); the
// rest run in parallel, each test with its own customer, order and staff (tests/e2e/serve.ts).
const shopWide =
  /[/\\]((settings|catalog|categories|footer|pages|products|redirects|popups)-admin|popup-switch|rich-text-editor)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers fill the 2-core machine (E2E_WORKERS overrides, up to the staff sets made).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      grepInvert: /@phone/,
      testIgnore: shopWide,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      grep: /@phone/,
      testIgnore: shopWide,
    },
    {
      name: 'shop-wide',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: shopWide,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
  ],
  webServer: {
    // The production server with staff fixtures made before it starts (tests/e2e/serve.ts).
    command: 'node tests/e2e/serve.ts',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Third-party scripts point at hosts the tests intercept (tests/e2e/consent.spec.ts).
      ANALYTICS_SCRIPT_URL: 'https://analytics.example/tag.js',
      TRUST_BADGE_ID: 'XDEMO1234',
      TRUST_BADGE_SCRIPT_URL: 'https://trust.example/js/{id}.js',
      TRUST_BADGE_PROFILE_URL: 'https://trust.example/reviews/{id}',
    },
  },
})
