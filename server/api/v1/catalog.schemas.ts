import { z } from 'zod'
import type { QuoteAnswer } from '#core/catalog/quote.ts'
import type { ProductCard } from '#core/catalog/product-card.ts'
import { formatDate } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'
import type { ProductDetail } from '#server/modules/catalog/catalog.service.ts'
import { idParam } from './shapes.ts'

// API-5 'Products', API-4 'Home and search': the answers' and queries' schemas and the mappers
// that make them from the catalogue's views (the API's shapes, made at the API's edge only).

export const image = z.object({
  path: z.string().describe('key under /media; files are {path}-{160|320|640|1280}.webp'),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
})

export const productCard = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: z.string().describe('locale-less storefront path'),
  feature_desc: z.string(),
  price: z.number().int().describe('lowest unit price in cents (net)'),
  cover_image: image.nullable(),
})

export const toCard = (card: ProductCard) => ({
  id: card.id,
  type: card.type,
  title: card.title,
  slug: card.slug,
  path: card.path,
  feature_desc: card.featureDesc,
  price: card.fromPriceCents,
  cover_image: card.image,
})

export const combination = z.object({
  combination_id: z.number().int(),
  option_value_ids: z.array(z.number().int()),
  price: z.number().int(),
  real_price: z.number().int(),
  additional_price: z.number().int(),
  stock: z.number().int(),
  is_default: z.boolean(),
})

export const toCombination = (c: ProductDetail['combinations'][number]) => ({
  combination_id: c.id,
  option_value_ids: c.optionValueIds,
  price: c.priceCents,
  real_price: c.realPriceCents,
  additional_price: c.additionalPriceCents,
  stock: c.stock,
  is_default: c.isDefault,
})

export const optionsAnswer = z.object({
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

export const productAnswer = productCard.extend({
  slugs: z.object({ de: z.string(), en: z.string() }),
  paths: z.object({ de: z.string(), en: z.string() }),
  meta_description: z.string(),
  images: z.array(image),
  default_menu: z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() }),
  breadcrumb: z.array(z.object({ menu_id: z.number().int(), title: z.string(), path: z.string() })),
  default_combination: combination.nullable(),
})

export const infosAnswer = z.object({
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

export const quoteAnswer: z.ZodType<QuoteAnswer> = z.object({
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
export const servicesQuery = z
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
export const quantityError = { error: 'cart.quantityLimit' }
export const quantityQuery = z.coerce
  .number(quantityError)
  .int(quantityError)
  .min(MIN_QUANTITY, quantityError)
  .max(MAX_QUANTITY, quantityError)
  .default(1)

export const quoteQuery = z.object({
  combination_id: idParam.optional(),
  duration_id: idParam.optional(),
  services: servicesQuery,
  quantity: quantityQuery,
})

export function toProduct(product: ProductDetail) {
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

export function toInfos(product: ProductDetail, locale: Locale) {
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

export const toOptions = (
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
