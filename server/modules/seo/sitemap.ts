import { type Locale, type Localized, localizePath } from '#core/i18n/locale.ts'
import type { Services } from '#server/services.ts'

export interface SitemapEntry {
  /** Locale-less path in each language. */
  paths: Localized
  lastmod?: string
}

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  )
}

/**
 * sitemap.xml per the sitemaps.org schema with xhtml:link hreflang alternates: every page once
 * per language, each naming both languages and x-default (German).
 */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const url = (path: string, locale: Locale) => escapeXml(origin + localizePath(path, locale))
  const urls = entries.flatMap((entry) =>
    (['de', 'en'] as const).map((locale) => {
      const alternates = [
        `    <xhtml:link rel="alternate" hreflang="de" href="${url(entry.paths.de, 'de')}"/>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${url(entry.paths.en, 'en')}"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.paths.de, 'de')}"/>`,
      ]
      return [
        '  <url>',
        `    <loc>${url(entry.paths[locale], locale)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      ].join('\n')
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Everything a search engine should find: home, categories, products, static pages. */
export async function sitemapEntries(
  services: Pick<Services, 'menus' | 'pages' | 'catalog'>,
): Promise<SitemapEntry[]> {
  const [menus, pages, products] = await Promise.all([
    services.menus.mega('de'),
    services.pages.list('de'),
    services.catalog.sitemapPaths(),
  ])
  const entries: SitemapEntry[] = [
    { paths: { de: '/', en: '/' } },
    { paths: { de: '/pages', en: '/pages' } },
  ]
  const walk = async (items: typeof menus) => {
    for (const item of items) {
      const paths = await services.menus.paths(item.id)
      if (paths) entries.push({ paths })
      await walk(item.children)
    }
  }
  await walk(menus)
  entries.push(...products, { paths: { de: '/downloads', en: '/downloads' } })
  for (const page of pages) {
    entries.push({ paths: { de: `/pages/${page.slugs.de}`, en: `/pages/${page.slugs.en}` } })
  }
  return entries
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /en/admin',
    'Disallow: /cart',
    'Disallow: /en/cart',
    'Disallow: /profile',
    'Disallow: /en/profile',
    'Disallow: /print_cart',
    'Disallow: /en/print_cart',
    'Disallow: /select-language',
    'Disallow: /en/select-language',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
