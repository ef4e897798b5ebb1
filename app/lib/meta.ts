import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'

/** '{page} | {shop}' (SHOP-8: the site title is the product or page, then the shop name). */
export function pageTitle(title: string | undefined, shopName: string | undefined): string {
  const shop = shopName ?? 'Nordlicht Displays'
  return title ? `${title} | ${shop}` : shop
}

/** The shop name from the root loader's data inside a `meta` function. */
export function shopNameFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { settings?: { shopName?: string } } | undefined
  return root?.settings?.shopName
}

/**
 * The title of a page whose loader failed (an unknown product, category or static page): the
 * error page's heading, so the browser tab and screen readers name the page.
 */
export function errorMeta(pathname: string, error: unknown): MetaDescriptor[] {
  const locale = localeFromPath(pathname)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [
    { title: translate(locale, notFound ? 'errors.notFound' : 'errors.general') },
    { name: 'robots', content: 'noindex' },
  ]
}
