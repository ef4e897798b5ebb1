/** '{page} | {shop}' (spec 1: the site title is the product or page, then the shop name). */
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
