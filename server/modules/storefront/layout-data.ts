import type { Locale } from '#core/i18n/locale.ts'
import type { FooterSectionView } from '#core/content/footer.ts'
import type { MenuTopView } from '#core/content/menus.ts'
import type { PopupView } from '#core/content/popups.ts'
import { defaultSettings, type ShopSettings } from '#core/settings/shop-settings.ts'
import type { FooterService } from '#server/modules/content/footer.service.ts'
import type { MenusService } from '#server/modules/content/menus.service.ts'
import type { PopupsService } from '#server/modules/content/popups.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'

export interface LayoutData {
  settings: Pick<
    ShopSettings,
    | 'shopName'
    | 'companyName'
    | 'phone'
    | 'email'
    | 'street'
    | 'postcode'
    | 'city'
    | 'freeShippingAboveCents'
  > & {
    openingHours: string
  }
  /** Top categories only; their subcategories load on demand (decision 0012). */
  menus: MenuTopView[]
  footer: FooterSectionView[]
  /** TOT-13: tax falls back to 19 when it cannot be read. */
  tax: number
  /** DLV-1: the production delay falls back to 0. */
  productionDelay: number
  /** The newest active site popup, if any (CONSENT-6). */
  popup: PopupView | null
}

/**
 * What every page's frame needs, gathered in parallel (PAGE-6). Each part may fail on its
 * own: the page still renders, with an empty menu or footer and the documented fallbacks.
 */
export async function loadLayoutData(
  services: {
    settings: Pick<SettingsService, 'get' | 'tax' | 'productionDelay'>
    menus: Pick<MenusService, 'top'>
    footer: Pick<FooterService, 'sections'>
    popups: Pick<PopupsService, 'active'>
  },
  locale: Locale,
  onError: (part: string, error: unknown) => void = () => {},
): Promise<LayoutData> {
  const [settings, menus, footer, tax, productionDelay, popups] = await Promise.allSettled([
    services.settings.get(),
    services.menus.top(locale),
    services.footer.sections(locale),
    services.settings.tax(),
    services.settings.productionDelay(),
    services.popups.active(locale),
  ])
  const value = <T>(result: PromiseSettledResult<T>, part: string, fallback: T): T => {
    if (result.status === 'fulfilled') return result.value
    onError(part, result.reason)
    return fallback
  }
  const shop = value(settings, 'settings', defaultSettings)
  return {
    settings: {
      shopName: shop.shopName,
      companyName: shop.companyName,
      phone: shop.phone,
      email: shop.email,
      street: shop.street,
      postcode: shop.postcode,
      city: shop.city,
      // TOT-4: the selling points and the cart's delivery note name the threshold (STAFF-11).
      freeShippingAboveCents: shop.freeShippingAboveCents,
      openingHours: shop.openingHours[locale],
    },
    menus: value(menus, 'menus', []),
    footer: value(footer, 'footer', []),
    tax: value(tax, 'tax', 19),
    productionDelay: value(productionDelay, 'production delay', 0),
    popup: value(popups, 'popups', [])[0] ?? null,
  }
}
