import { expect, test } from './fixtures.ts'
import { open } from './helpers.ts'

test.describe('home and frame', () => {
  test('the German home page shows the frame, the category bar and the selling points', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await open(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveTitle(/Nordlicht Displays/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Messedisplays, die gesehen werden',
    )
    await expect(page.getByText('Mo–Fr 08:30–17:00 Uhr').first()).toBeVisible()
    const bar = page.getByTestId('category-bar')
    await expect(bar.getByRole('button')).toHaveCount(11)
    await expect(page.getByTestId('selling-points')).toContainText('24h-Produktion')
    await expect(page.getByTestId('selling-points')).toContainText('Kauf auf Rechnung')
    await expect(page.getByTestId('selling-points')).toContainText('zzgl. 19% MwSt. und Versand*')
    await expect(page.getByTestId('home-categories').getByRole('link')).toHaveCount(11)
    await expect(page.getByTestId('footer')).toContainText('Impressum')
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en$/)
    await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveCount(1)
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    )
    expect(organization).toMatchObject({
      '@type': 'Organization',
      legalName: 'Messebau Nordlicht GmbH',
    })
    expect(errors).toEqual([])
  })

  test('the English home page is English', async ({ page }) => {
    await open(page, '/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade-fair displays that get you noticed',
    )
    await expect(page.getByTestId('category-bar')).toContainText('Exhibition Walls')
    await expect(page.getByTestId('footer')).toContainText('Imprint')
  })

  test('the page hydrates: links navigate without a full reload', async ({ page }) => {
    await open(page, '/')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page.getByTestId('home-categories').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/roll-up-displays$/)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
  })
})

test.describe('category navigation', () => {
  test('hovering a top category opens its dropdown of subcategory thumbnails', async ({ page }) => {
    await open(page, '/')
    await page.getByTestId('category-trigger-exhibition-walls').hover()
    const panel = page.getByTestId('category-panel-exhibition-walls')
    await expect(panel).toBeVisible()
    await expect(panel.locator('img').first()).toBeVisible()
    await panel.getByRole('link', { name: 'Faltwände' }).click()
    await expect(page).toHaveURL(/\/messewaende\/faltwaende$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faltwände')
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(
      'Messewände',
    )
    await expect(page.getByTestId('product-list').getByRole('link').first()).toBeVisible()
  })

  test('the dropdown opens and is walked with the keyboard alone', async ({ page }) => {
    await open(page, '/')
    await page.getByTestId('category-trigger-roll-up-displays').focus()
    await page.keyboard.press('Enter')
    const panel = page.getByTestId('category-panel-roll-up-displays')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link').first()).toBeFocused()
    // The subcategories load when the panel opens (decision 0012).
    await expect(panel.getByRole('link').nth(1)).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/roll-up-displays\/roll-up-standard$/)
    // Escape closes an open panel.
    await page.getByTestId('category-trigger-counters').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('category-panel-counters')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('category-panel-counters')).toBeHidden()
  })

  test('the mobile side menu leads to a subcategory @phone', async ({ page }) => {
    await open(page, '/en')
    await expect(page.getByTestId('category-bar')).toBeHidden()
    await page.getByTestId('mobile-menu-button').click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { name: 'Beach Flags' }).click()
    await menu.getByRole('link', { name: 'Teardrop Flags' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/en\/beach-flags\/teardrop-flags$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teardrop Flags')
  })
})

test.describe('the desktop frame at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const path of ['/', '/en']) {
    test(`the home page's hero image stands beside its text (${path})`, async ({ page }) => {
      for (const width of [768, 1024, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        await open(page, path)
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
        const image = (await hero.locator('img').boundingBox())!
        expect(image.width, `${width}px`).toBeGreaterThan(100)
        // In the right column, level with the text: not below it.
        expect(image.x, `${width}px`).toBeGreaterThan(heading.x + heading.width / 2)
        expect(image.y, `${width}px`).toBeLessThan(heading.y + heading.height)
      }
    })

    test(`every top category of the bar stands on one line (${path})`, async ({ page }) => {
      await open(page, path)
      const items = page.getByTestId('category-bar').locator('li > a, li > button')
      await expect(items).toHaveCount(11)
      const tops = await items.evaluateAll((elements) =>
        elements.map((element) => (element as HTMLElement).offsetTop),
      )
      expect(new Set(tops).size, `offsetTop of each category: ${tops.join(', ')}`).toBe(1)
    })

    test(`the newsletter field and button fit their footer column (${path})`, async ({ page }) => {
      await open(page, path)
      const column = page.getByTestId('footer-newsletter')
      const form = page.getByTestId('newsletter-form')
      const input = form.getByRole('textbox')
      const button = form.getByRole('button')
      await column.scrollIntoViewIfNeeded()
      const outer = (await column.boundingBox())!
      for (const [name, control] of [
        ['field', input],
        ['button', button],
      ] as const) {
        const box = (await control.boundingBox())!
        expect(box.width, name).toBeGreaterThan(0)
        expect(box.x, name).toBeGreaterThanOrEqual(outer.x)
        expect(box.x + box.width, name).toBeLessThanOrEqual(outer.x + outer.width + 0.5)
        expect(box.y + box.height, name).toBeLessThanOrEqual(outer.y + outer.height + 0.5)
      }
      // Nothing is cut off inside them either: the button's label and the field's placeholder.
      const labelFits = await button.evaluate(
        (element) => element.scrollWidth <= element.clientWidth,
      )
      expect(labelFits, 'the button label is not cut off').toBe(true)
      const placeholderFits = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = style.font
        const room =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return context.measureText(element.placeholder).width <= room
      })
      expect(placeholderFits, 'the field placeholder is not cut off').toBe(true)
    })
  }
})

test.describe('category navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the category bar links every top category, whose page lists its subcategories', async ({
    page,
  }) => {
    await page.goto('/')
    const bar = page.getByTestId('category-bar')
    await expect(bar.getByRole('link')).toHaveCount(11)
    await expect(bar.getByRole('button')).toHaveCount(0)
    await bar.getByRole('link', { name: 'Messewände' }).click()
    await expect(page).toHaveURL(/\/messewaende$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messewände')
    await page.getByRole('main').getByRole('link', { name: 'Faltwände' }).first().click()
    await expect(page).toHaveURL(/\/messewaende\/faltwaende$/)
  })
})

test.describe('language and routing', () => {
  test('the language switch keeps the customer on the same category, with its English slugs', async ({
    page,
    context,
  }) => {
    await open(page, '/roll-up-displays/roll-up-standard')
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(/\/en\/roll-up-displays\/standard-roll-ups$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Standard Roll-Ups')
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('en')
    // The remembered choice brings the bare domain to the English home page.
    await open(page, '/')
    await expect(page).toHaveURL(/\/en$/)
    // And back to German.
    await open(page, '/en/exhibition-walls')
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(/\/messewaende$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messewände')
  })

  test('an unknown page answers 404 with the localized message', async ({ page }) => {
    const de = await open(page, '/gibt-es-nicht/wirklich/nicht')
    expect(de?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Entschuldigung, die Seite wurde nicht gefunden.',
    )
    const en = await open(page, '/en/no-such-category')
    expect(en?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, page not found.')
    // The frame stays, so the customer can go on shopping.
    await expect(page.getByTestId('footer')).toBeVisible()
  })

  test('the error pages show the general and the not-found message', async ({ page }) => {
    const general = await open(page, '/en/error')
    expect(general?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong.')
    const notFound = await open(page, '/error/404')
    expect(notFound?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Entschuldigung, die Seite wurde nicht gefunden.',
    )
  })

  test('a category names its other-language twin for search engines', async ({ page }) => {
    await open(page, '/messewaende/faltwaende')
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      /\/messewaende\/faltwaende$/,
    )
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
      'href',
      /\/en\/exhibition-walls\/folding-walls$/,
    )
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const breadcrumb = jsonLd
      .map((text) => JSON.parse(text))
      .find((d) => d['@type'] === 'BreadcrumbList')
    expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Startseite',
      'Messewände',
      'Faltwände',
    ])
    // An English slug under the German prefix is sent to the German one.
    await open(page, '/exhibition-walls/folding-walls')
    await expect(page).toHaveURL(/\/messewaende\/faltwaende$/)
  })

  test('a trailing slash is redirected with 301 to the path without it', async ({
    page,
    request,
  }) => {
    const res = await request.get('/messewaende/', { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers().location).toBe('/messewaende')
    await open(page, '/en/pages/imprint/')
    await expect(page).toHaveURL(/\/en\/pages\/imprint$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint')
  })

  test('static pages exist in both languages and map their slugs', async ({ page }) => {
    await open(page, '/pages/impressum')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
    await expect(page.locator('article')).toContainText('Messebau Nordlicht GmbH')
    await open(page, '/en/pages/impressum')
    await expect(page).toHaveURL(/\/en\/pages\/imprint$/)
  })
})

test.describe('page feedback', () => {
  test('a slow navigation shows the progress bar, which goes away when the page is there', async ({
    page,
  }) => {
    await open(page, '/')
    const bar = page.getByTestId('progress-bar')
    await expect(bar).toHaveAttribute('data-phase', 'idle')
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await page.getByTestId('home-categories').getByRole('link').nth(1).click()
    await expect(bar).toHaveAttribute('data-phase', 'running')
    await expect(page).toHaveURL(/\/messewaende$/)
    await expect(bar).toHaveAttribute('data-phase', 'idle')
  })

  test('the back-to-top button appears after scrolling and brings the customer up', async ({
    page,
  }) => {
    await open(page, '/')
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Alle ablehnen' }).click()
    const button = page.getByTestId('back-to-top')
    await expect(button).toHaveCSS('opacity', '0')
    await page.mouse.wheel(0, 3000)
    await expect(button).toHaveCSS('opacity', '1')
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
