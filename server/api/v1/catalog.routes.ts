import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type QuoteAnswer, toQuoteAnswer } from '#core/catalog/quote.ts'
import { productSorts, searchSorts } from '#core/catalog/sorts.ts'
import { formatDate } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'
import { PRODUCTS_PER_PAGE, type ProductDetail } from '#server/modules/catalog/catalog.service.ts'
import { type ProductCard } from '#core/catalog/product-card.ts'
import { SEARCH_PER_PAGE } from '#server/modules/search/search.service.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorResponses, idParam, paginated } from './shapes.ts'

// API-5 'Products', API-4 'Home and search': thin handlers; every price is computed by core/pricing
// inside the catalog service from database values.

const image = z.object({
  path: z.string().describe('key under /media; files are {path}-{160|320|640|1280}.webp'),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
})

const productCard = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: z.string().describe('locale-less storefront path'),
  feature_desc: z.string(),
  price: z.number().int().describe('lowest unit price in cents (net)'),
  cover_image: image.nullable(),
})

const toCard = (card: ProductCard) => ({
  id: card.id,
  type: card.type,
  title: card.title,
  slug: card.slug,
  path: card.path,
  feature_desc: card.featureDesc,
  price: card.fromPriceCents,
  cover_image: card.image,
})

const combination = z.object({
  combination_id: z.number().int(),
  option_value_ids: z.array(z.number().int()),
  price: z.number().int(),
  real_price: z.number().int(),
  additional_price: z.number().int(),
  stock: z.number().int(),
  is_default: z.boolean(),
})

const toCombination = (c: ProductDetail['combinations'][number]) => ({
  combination_id: c.id,
  option_value_ids: c.optionValueIds,
  price: c.priceCents,
  real_price: c.realPriceCents,
  additional_price: c.additionalPriceCents,
  stock: c.stock,
  is_default: c.isDefault,
})

const optionsAnswer = z.object({
  options: z.array(
    z.object({
      option_id: z.number().int(),
      title: z.string(),
      option_values: z.array(
        z.object({
          option_value_id: z.number().int(),
          title: z.string(),
          active: z.boolean().optional(),
        }),
      ),
    }),
  ),
})

const productAnswer = productCard.extend({
  slugs: z.object({ de: z.string(), en: z.string() }),
  paths: z.object({ de: z.string(), en: z.string() }),
  meta_description: z.string(),
  images: z.array(image),
  default_menu: z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() }),
  breadcrumb: z.array(z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() })),
  default_combination: combination.nullable(),
})

const infosAnswer = z.object({
  working_day: z.array(
    z.object({
      duration_id: z.number().int(),
      title: z.string(),
      working_days: z.number().int(),
      price: z.number().describe('percent surcharge'),
      delivery_date: z.string().describe('YYYY-MM-DD'),
      delivery_date_text: z.string(),
    }),
  ),
  services: z.array(
    z.object({
      service_id: z.number().int(),
      title: z.string(),
      service_values: z.array(
        z.object({
          service_value_id: z.number().int(),
          price: z.number().int(),
          service_value_translation: z.object({ title: z.string() }),
        }),
      ),
    }),
  ),
  discount: z.array(z.object({ quantity: z.number().int(), percent: z.number() })),
  downloads: z.array(
    z.object({ id: z.number().int(), kind: z.string(), title: z.string(), url: z.string() }),
  ),
  tabs: z.array(z.object({ key: z.string(), title: z.string(), content: z.string() })),
  print_format: z
    .object({ width_mm: z.number(), height_mm: z.number(), bleed_mm: z.number() })
    .nullable(),
})

const quoteAnswer: z.ZodType<QuoteAnswer> = z.object({
  product_id: z.number().int(),
  combination_id: z.number().int(),
  duration_id: z.number().int(),
  services: z.array(z.number().int()),
  quantity: z.number().int(),
  options: z.array(z.object({ option: z.string(), value: z.string() })),
  duration_title: z.string(),
  duration_price: z.number().describe('percent surcharge'),
  delivery_date: z.string(),
  delivery_date_text: z.string(),
  discount: z.object({ quantity: z.number().int(), percent: z.number() }).nullable(),
  product_price: z.number().int().describe('after the tier discount'),
  base_unit_price: z.number().int(),
  surcharge: z.number().int(),
  services_price: z.number().int(),
  unit_price: z.number().int(),
  total_price: z.number().int(),
  discount_table: z.array(
    z.object({ quantity: z.number().int(), percent: z.number(), unit_price: z.number().int() }),
  ),
  stock: z.number().int(),
})

/** CART-2: services are comma-separated ids, '0' means none. */
const servicesQuery = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, { error: 'must be ids separated by commas' })
  .default('0')
  .transform((text) =>
    text
      .split(',')
      .map(Number)
      .filter((id) => id > 0),
  )

// CART-1; the message is a key, answered in the request's language (server/http/errors.ts).
const quantityError = { error: 'cart.quantityLimit' }
const quantityQuery = z.coerce
  .number(quantityError)
  .int(quantityError)
  .min(MIN_QUANTITY, quantityError)
  .max(MAX_QUANTITY, quantityError)
  .default(1)

const quoteQuery = z.object({
  combination_id: idParam.optional(),
  duration_id: idParam.optional(),
  services: servicesQuery,
  quantity: quantityQuery,
})

function toProduct(product: ProductDetail) {
  const menu = product.menuChain.at(-1)
  const defaultCombination =
    product.combinations.find((c) => c.isDefault) ?? product.combinations[0]
  return {
    ...toCard(product),
    slugs: product.slugs,
    paths: product.paths,
    meta_description: product.metaDescription,
    images: product.images,
    default_menu: {
      menu_id: product.defaultMenuId,
      title: menu?.title ?? '',
      path: menu?.path ?? '',
    },
    breadcrumb: product.menuChain.map((item) => ({
      menu_id: item.id,
      title: item.title,
      path: item.path,
    })),
    default_combination: defaultCombination ? toCombination(defaultCombination) : null,
  }
}

function toInfos(product: ProductDetail, locale: Locale) {
  return {
    working_day: product.durations.map((d) => ({
      duration_id: d.id,
      title: d.title,
      working_days: d.workingDays,
      price: d.surchargePercent,
      delivery_date: d.deliveryDate,
      delivery_date_text: formatDate(d.deliveryDate, locale, { weekday: true }),
    })),
    services: product.services.map((s) => ({
      service_id: s.id,
      title: s.title,
      service_values: s.values.map((v) => ({
        service_value_id: v.id,
        price: v.priceCents,
        service_value_translation: { title: v.title },
      })),
    })),
    discount: product.tiers.map((t) => ({ quantity: t.minQuantity, percent: t.percent })),
    downloads: product.downloads.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: d.title,
      url: `/media/${d.file}`,
    })),
    tabs: product.tabs.map((t) => ({ key: t.key, title: t.title, content: t.body })),
    print_format: product.printFormat
      ? {
          width_mm: product.printFormat.widthMm,
          height_mm: product.printFormat.heightMm,
          bleed_mm: product.printFormat.bleedMm,
        }
      : null,
  }
}

const toOptions = (
  options: ProductDetail['options'],
  active?: Set<number>,
): z.infer<typeof optionsAnswer> => ({
  options: options.map((option) => ({
    option_id: option.id,
    title: option.title,
    option_values: option.values.map((value) => ({
      option_value_id: value.id,
      title: value.title,
      ...(active ? { active: active.has(value.id) } : {}),
    })),
  })),
})

export function catalogRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { catalog } = services
    const itemNotFound = (locale: Locale) =>
      new AppError('not_found', translate(locale, 'api.itemNotFound'))
    const base = '/user/site/detail-page/product'
    const idParams = z.object({ id: idParam })

    /** Type-2 endpoints answer only for configurator products. */
    async function detailOfType(id: number, locale: Locale, type?: number) {
      const product = await catalog.detail(id, locale)
      if (type !== undefined && product.type !== type) throw itemNotFound(locale)
      return product
    }

    for (const [prefix, type, tag] of [
      [base, undefined, 'products'],
      [`${base}/type2`, 2, 'products (type 2)'],
    ] as const) {
      app.get(
        `${prefix}/fetch/:id`,
        {
          schema: {
            tags: [tag],
            summary: 'A product: titles, paths, images, menu, default combination',
            params: idParams,
            response: { 200: envelope(productAnswer), ...errorResponses },
          },
        },
        async (request) => ({
          body: toProduct(await detailOfType(request.params.id, request.locale, type)),
        }),
      )

      app.get(
        `${prefix}/infos/:id`,
        {
          schema: {
            tags: [tag],
            summary:
              'Production times with delivery dates, services, discount tiers, downloads, tabs',
            params: idParams,
            response: { 200: envelope(infosAnswer), ...errorResponses },
          },
        },
        async (request) => ({
          body: toInfos(
            await detailOfType(request.params.id, request.locale, type),
            request.locale,
          ),
        }),
      )

      app.get(
        `${prefix}/options/:id`,
        {
          schema: {
            tags: [tag],
            summary: 'The options of a product, each with its option_values',
            params: idParams,
            response: { 200: envelope(optionsAnswer), ...errorResponses },
          },
        },
        async (request) => {
          const result = await catalog.options(request.params.id, request.locale)
          if (type !== undefined && result.type !== type) throw itemNotFound(request.locale)
          return { body: toOptions(result.options) }
        },
      )
    }

    app.get(
      `${base}/optionsid/:id`,
      {
        schema: {
          tags: ['products'],
          summary: 'The combinations of a product with the option value ids each consists of',
          params: idParams,
          response: {
            200: envelope(
              z.object({
                default_combination_id: z.number().int().nullable(),
                combinations: z.array(combination),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { combinations } = await catalog.options(request.params.id, request.locale)
        const fallback = combinations.find((c) => c.isDefault) ?? combinations[0]
        return {
          body: {
            default_combination_id: fallback?.id ?? null,
            combinations: combinations.map(toCombination),
          },
        }
      },
    )

    app.get(
      `${base}/combination-info/:id`,
      {
        schema: {
          tags: ['products'],
          summary: 'Unit and total price and delivery date of a configuration (core/pricing)',
          params: idParams,
          querystring: quoteQuery,
          response: { 200: envelope(quoteAnswer), ...errorResponses },
        },
      },
      async (request) => {
        const { combination_id, duration_id, services: serviceIds, quantity } = request.query
        const quote = await catalog.quote(
          {
            productId: request.params.id,
            combinationId: combination_id,
            durationId: duration_id,
            serviceValueIds: serviceIds,
            quantity,
          },
          request.locale,
        )
        return { body: toQuoteAnswer(quote, request.locale) }
      },
    )

    app.get(
      `${base}/type2/active-options/:product_id/:combination_id`,
      {
        schema: {
          tags: ['products (type 2)'],
          summary: 'Which option values stay selectable with the chosen combination',
          params: z.object({ product_id: idParam, combination_id: idParam }),
          response: {
            200: envelope(
              optionsAnswer.extend({
                combination: combination,
                active_option_value_ids: z.array(z.number().int()),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const result = await catalog.activeOptions(
          request.params.product_id,
          request.params.combination_id,
          request.locale,
        )
        const active = new Set(result.activeValueIds)
        return {
          body: {
            ...toOptions(result.options, active),
            combination: toCombination(result.combination),
            active_option_value_ids: result.activeValueIds.sort((a, b) => a - b),
          },
        }
      },
    )

    app.get(
      `${base}/type2/combination-info/:id`,
      {
        schema: {
          tags: ['products (type 2)'],
          summary:
            'Price and delivery date of a configurator choice (option values or combination)',
          params: idParams,
          querystring: quoteQuery.extend({
            option_values: z
              .string()
              .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, { error: 'must be ids separated by commas' })
              .transform((text) => text.split(',').map(Number))
              .optional(),
          }),
          response: { 200: envelope(quoteAnswer), ...errorResponses },
        },
      },
      async (request) => {
        const { id } = request.params
        await detailOfType(id, request.locale, 2)
        const {
          combination_id,
          option_values,
          duration_id,
          services: serviceIds,
          quantity,
        } = request.query
        const quote = await catalog.quote(
          {
            productId: id,
            combinationId: combination_id,
            optionValueIds: option_values,
            durationId: duration_id,
            serviceValueIds: serviceIds,
            quantity,
          },
          request.locale,
        )
        return { body: toQuoteAnswer(quote, request.locale) }
      },
    )

    app.get(
      '/user/site/middle-page/products/:slug',
      {
        schema: {
          tags: ['products'],
          summary: 'The products of a category (by its slug), paginated and sorted',
          params: z.object({ slug: z.string().min(1).max(200) }),
          querystring: z.object({
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            per_page: z.coerce.number().int().min(1).max(100).default(PRODUCTS_PER_PAGE),
            sort: z.enum(productSorts).default('position'),
          }),
          response: {
            200: envelope(
              paginated(productCard).extend({
                menu: z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() }),
              }),
            ),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const menu = await services.menus.bySlug(request.params.slug, request.locale)
        if (!menu) throw new AppError('not_found', translate(request.locale, 'api.notFound'))
        const { page, per_page, sort } = request.query
        const result = await catalog.listByMenu(
          menu,
          { page, perPage: per_page, sort },
          request.locale,
        )
        return {
          body: {
            menu: { menu_id: menu.id, title: menu.title, path: menu.path },
            data: result.data.map(toCard),
            current_page: result.currentPage,
            per_page: result.perPage,
            total: result.total,
            last_page: result.lastPage,
          },
        }
      },
    )

    app.get(
      '/user/site/search/products',
      {
        schema: {
          tags: ['search'],
          summary:
            'Products matching a query (German and English, spellings and typos), by relevance or sorted',
          querystring: z.object({
            query: z.string().max(100).default(''),
            page: z.coerce.number().int().min(1).max(1_000).default(1),
            per_page: z.coerce.number().int().min(1).max(100).default(SEARCH_PER_PAGE),
            sort: z.enum(searchSorts).default('relevance'),
          }),
          response: { 200: envelope(paginated(productCard)), ...errorResponses },
        },
      },
      async (request) => {
        const { query, page, per_page, sort } = request.query
        const result = await services.search.products(query, request.locale, {
          page,
          perPage: per_page,
          sort,
        })
        return {
          body: {
            data: result.data.map(toCard),
            current_page: result.currentPage,
            per_page: result.perPage,
            total: result.total,
            last_page: result.lastPage,
          },
        }
      },
    )

    app.get(
      '/user/site/holiday/get/period/:days',
      {
        schema: {
          tags: ['home'],
          summary: 'Public holidays (configured federal state) in the next days (DLV-3: 30)',
          params: z.object({ days: z.coerce.number().int().min(1).max(366) }),
          response: {
            200: envelope(z.array(z.object({ date: z.string(), name: z.string() }))),
            ...errorResponses,
          },
        },
      },
      async (request) => ({ body: await catalog.holidays(request.params.days, request.locale) }),
    )
  }
}
