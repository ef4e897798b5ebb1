import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as mupdf from 'mupdf'
import sharp from 'sharp'
import { expectAccessible } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'
import { findProduct } from './orders.ts'

// TPL-2, TPL-3 end to end: the product page's template link follows the configuration (with and
// without JavaScript); the PDF it brings is the chosen size, shows its guides on screen (drawn
// by Poppler's pdftoppm) and prints nothing of them (drawn by MuPDF for printing, where the
// layer's print state is off); the cart line offers the same template.

const run = promisify(execFile)

/** Dark pixels of a greyscale picture inside a box (fractions of its width and height). */
async function darkPixels(png: Buffer, box = { left: 0.2, top: 0.2, width: 0.6, height: 0.6 }) {
  const image = sharp(png).greyscale()
  const { width, height } = await image.metadata()
  const { data } = await image
    .extract({
      left: Math.round(width! * box.left),
      top: Math.round(height! * box.top),
      width: Math.round(width! * box.width),
      height: Math.round(height! * box.height),
    })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return data.filter((value) => value < 200).length
}

test('the template link follows the configuration; its guides show on screen and never print', async ({
  page,
  request,
}) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'template-e2e-'))
  try {
    await open(page, (await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')).path)
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
    const link = page.getByTestId('price-calculator').getByTestId('template-link')
    await expect(link).toHaveText('Druckvorlage (PDF)')
    const before = await link.getAttribute('href')
    await page.getByLabel('Breite').selectOption({ label: '120 cm' })
    await expect(link).not.toHaveAttribute('href', before!)
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/\/template\/\d+\?combination_id=\d+&lang=de$/)

    // The download a click starts is the chosen width's template.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('druckvorlage-roll-up-classic-1200x2000mm.pdf')
    const file = path.join(dir, 'template.pdf')
    await download.saveAs(file)

    // On screen (Poppler, the layer as the viewer shows it): trim, bleed and zone guides.
    await run('pdftoppm', ['-r', '8', '-png', '-singlefile', file, path.join(dir, 'screen')])
    const screen = await readFile(path.join(dir, 'screen.png'))
    expect(await darkPixels(screen, { left: 0, top: 0, width: 1, height: 1 })).toBeGreaterThan(200)

    // Printed (MuPDF renders for printing: the guides' layer has its print state off): blank.
    const doc = mupdf.Document.openDocument(
      await readFile(file),
      'application/pdf',
    ) as mupdf.PDFDocument
    expect(doc.countLayers()).toBe(1)
    expect(doc.getLayerName(0)).toBe('Hilfslinien – nicht drucken')
    const pdfPage = doc.loadPage(0) as mupdf.PDFPage
    const drawn = (usage: 'View' | 'Print') =>
      pdfPage
        .toPixmap(mupdf.Matrix.scale(0.1, 0.1), mupdf.ColorSpace.DeviceGray, false, true, usage)
        .asPNG()
    const whole = { left: 0, top: 0, width: 1, height: 1 }
    expect(await darkPixels(Buffer.from(drawn('View')), whole)).toBeGreaterThan(200)
    expect(await darkPixels(Buffer.from(drawn('Print')), whole)).toBe(0)
    await writeFile(path.join(dir, 'printed.png'), drawn('Print'))

    // The print-data tab offers the same template, and the page stays accessible.
    await page.getByRole('tab', { name: 'Druckdaten' }).click()
    await expect(
      page.getByTestId('print-facts').locator('..').getByTestId('template-link'),
    ).toHaveAttribute('href', href)
    await expectAccessible(page, 'product page with the template link (de)')

    // The cart line of this configuration offers its template too, named for the product.
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByTestId('cart-dialog').getByTestId('cart-dialog-item')).toHaveCount(1)
    await open(page, '/cart')
    const lineLink = page.getByTestId('cart-line').getByTestId('template-link').first()
    await expect(lineLink).toHaveAccessibleName('Druckvorlage (PDF) für Roll-Up Classic')
    await expect(lineLink).toHaveAttribute('href', href)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('without JavaScript the link follows the priced configuration, in English too', async ({
  page: scripted,
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  const page = await context.newPage()
  const product = await findProduct(request, 'roll-up-displays', 'Roll-Up Classic')
  await page.goto(product.path)
  const link = page.getByTestId('price-calculator').getByTestId('template-link')
  const before = await link.getAttribute('href')
  await page.getByLabel('Breite').selectOption({ label: '150 cm' })
  await page.getByTestId('calculate-price').click()
  await expect(link).not.toHaveAttribute('href', before!)
  const answer = await request.get((await link.getAttribute('href'))!)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-disposition']).toContain(
    'druckvorlage-roll-up-classic-1500x2000mm.pdf',
  )

  const english = new URL(
    (await page.locator('link[rel=alternate][hreflang=en]').getAttribute('href'))!,
  ).pathname
  await page.goto(english)
  const englishLink = page.getByTestId('price-calculator').getByTestId('template-link')
  await expect(englishLink).toHaveText('Print template (PDF)')
  await expect(englishLink).toHaveAttribute('href', /&lang=en$/)
  await context.close()
  // axe needs the page's scripts: the English page as a browser with JavaScript shows it.
  await open(scripted, english)
  await expect(scripted.getByTestId('price-calculator').getByTestId('template-link')).toHaveText(
    'Print template (PDF)',
  )
  await expectAccessible(scripted, 'product page with the template link (en)')
})
