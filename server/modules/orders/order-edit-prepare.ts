import { and, asc, eq } from 'drizzle-orm'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { type OrderEditView, mayEditOrder } from '#core/orders/order-edit.ts'
import {
  orderAddressSchema,
  orderItemVariantSchema,
  packageTotalsOf,
} from '#core/orders/order-views.ts'
import type { OrderEditInput } from '#core/validation/admin-order-edit.ts'
import type { Db } from '#server/db/client.ts'
import { orderItems, orderPackages, orders } from '#server/db/schema/index.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import type { CountriesService, CountryView } from '#server/modules/countries/countries.service.ts'
import { invalid } from './order-lock.ts'
import { type PricedLine, priceNow, serviceIdsOf } from './order-edit-lines.ts'

export type { OrderEditView }

// EDIT-1..EDIT-3: what an edit needs from other modules, read before its transaction (the
// catalogue and the countries read through their own handles), and the edit page's view.

export interface OrderEditReadDeps {
  catalog: Pick<CatalogService, 'detail' | 'quote'>
  countries: Pick<CountriesService, 'search' | 'postMethods'>
}

export interface Prepared {
  /** Every country, named in the order's language (for address snapshots and tax rules). */
  countries: CountryView[]
  /** The address form's country. */
  country?: CountryView
  /** The post method the change gives its shipment. */
  post?: { value: string | null; text: string; priceCents: number }
  /** The line priced at today's price (a new quantity, an added line). */
  priced?: PricedLine
}

const ALL_COUNTRIES = 1000
const notFound = (locale: Locale) =>
  new AppError('not_found', translate(locale, 'api.itemNotFound'))

async function allCountries(deps: OrderEditReadDeps, locale: Locale) {
  return (await deps.countries.search('', locale, 1, ALL_COUNTRIES)).data
}

/** CHK-4: a destination without post methods ships by the default 'Versand' at 0. */
async function methodsOf(deps: OrderEditReadDeps, countryId: number, orderLocale: Locale) {
  const methods = (await deps.countries.postMethods(countryId, orderLocale)) ?? []
  const fallback = {
    value: null,
    text: translate(orderLocale, 'checkoutCore.defaultPostMethod'),
    priceCents: 0,
  }
  return { methods, fallback }
}

export async function prepareEdit(
  deps: OrderEditReadDeps,
  db: Db,
  orderId: number,
  input: OrderEditInput,
  locale: Locale,
): Promise<Prepared> {
  const [order] = await db
    .select({ locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order) throw notFound(locale)
  const countries = await allCountries(deps, order.locale)
  const packageRow = async (id: number) => {
    const [row] = await db
      .select()
      .from(orderPackages)
      .where(and(eq(orderPackages.id, id), eq(orderPackages.orderId, orderId)))
    if (!row) throw notFound(locale)
    return row
  }
  switch (input.intent) {
    case 'billing-address':
    case 'shipping-address': {
      const country = countries.find((c) => c.id === input.country_id)
      if (!country) throw invalid(locale, { country_id: 'validation.countryUnknown' })
      if (input.intent === 'billing-address') return { countries, country }
      const pkg = await packageRow(input.package)
      const { methods, fallback } = await methodsOf(deps, country.id, order.locale)
      // The shipment keeps its post method where the new country offers it (at that
      // country's price); otherwise it takes the country's first one, and the answer says so.
      const post = methods.find((m) => m.value === pkg.postMethod) ?? methods[0] ?? fallback
      return { countries, country, post }
    }
    case 'post-method': {
      const pkg = await packageRow(input.package)
      const country = countries.find((c) => c.code === pkg.countryCode)
      if (!country) throw invalid(locale, { postMethod: 'checkoutCore.postMethodUnknown' })
      const { methods, fallback } = await methodsOf(deps, country.id, order.locale)
      const post =
        methods.length === 0 && input.postMethod === ''
          ? fallback
          : methods.find((m) => m.value === input.postMethod)
      if (!post) throw invalid(locale, { postMethod: 'checkoutCore.postMethodUnknown' })
      return { countries, post }
    }
    case 'quantity': {
      const [item] = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, input.item), eq(orderItems.orderId, orderId)))
      if (!item) throw notFound(locale)
      const priced = await priceNow(
        deps.catalog,
        {
          productId: item.productId,
          combinationId: item.combinationId,
          durationId: item.durationId,
          serviceIds: serviceIdsOf(item.services),
          quantity: input.quantity,
        },
        order.locale,
        locale,
        'quantity',
      )
      return { countries, priced }
    }
    case 'remove-line':
      return { countries }
    case 'add-line': {
      await packageRow(input.package)
      const priced = await priceNow(
        deps.catalog,
        {
          productId: input.product,
          combinationId: input.combination,
          durationId: input.duration,
          serviceIds: input.services,
          quantity: input.quantity,
        },
        order.locale,
        locale,
        'product',
      )
      return { countries, priced }
    }
  }
}

export async function editView(
  deps: OrderEditReadDeps,
  db: Db,
  orderId: number,
  locale: Locale,
): Promise<OrderEditView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw notFound(locale)
  const [packages, items, countries] = await Promise.all([
    db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.number)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    allCountries(deps, locale),
  ])
  const idOf = (code: string) => countries.find((c) => c.code === code)?.id ?? null
  const perPackage = packageTotalsOf(order.totals)
  const billing = orderAddressSchema.parse(order.billingAddress ?? {})
  const stored = order.totals as { discountCents?: number } | null
  return {
    id: order.id,
    number: order.number,
    version: order.version,
    locale: order.locale,
    workState: order.workState,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    editable: mayEditOrder(order.workState),
    paid: ['paid', 'partly_refunded', 'refunded'].includes(order.paymentStatus),
    totals: {
      subtotalCents: order.subtotalCents,
      discountCents:
        stored?.discountCents ?? order.couponDiscountCents + order.prepaymentDiscountCents,
      shippingCents: order.shippingCents,
      vatCents: order.vatCents,
      serviceFeeCents: order.serviceFeeCents,
      totalCents: order.totalCents,
    },
    billing: { address: billing, countryId: billing.countryId ?? idOf(billing.country.code) },
    packages: await Promise.all(
      packages.map(async (pkg, index) => {
        const countryId = idOf(pkg.countryCode)
        const methods = countryId
          ? ((await deps.countries.postMethods(countryId, locale)) ?? [])
          : []
        return {
          id: pkg.id,
          number: pkg.number,
          address: orderAddressSchema.parse(pkg.address ?? {}),
          countryId,
          postMethod: pkg.postMethod,
          postMethodText: pkg.postMethodText,
          postPriceCents: pkg.postPriceCents,
          methods,
          treatment: perPackage[index]?.treatment ?? null,
          items: items
            .filter((item) => item.packageId === pkg.id)
            .map((item) => {
              const variant = orderItemVariantSchema.parse(item.variant ?? {})
              return {
                id: item.id,
                title: item.productTitle,
                details: [
                  ...variant.options.map((o) => `${o.option}: ${o.value}`),
                  variant.durationTitle,
                  ...variant.services.map((s) => s.title),
                ]
                  .filter(Boolean)
                  .join(' · '),
                quantity: item.quantity,
                unitCents: item.unitCents,
                totalCents: item.totalCents,
              }
            }),
        }
      }),
    ),
    countries: countries.map((c) => ({ id: c.id, name: c.name })),
  }
}
