import type { Tx } from '#server/db/client.ts'
import { and, asc, eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import {
  productDownloads,
  productDurations,
  productImages,
  productOptions,
  productOptionValues,
  productServices,
  productTabs,
  serviceValues,
} from '#server/db/schema/index.ts'
import { notFound } from './product-edit.ts'

// CONT-6: finding a product's parts for the editor's writes. A part is always looked up with
// the product it must belong to, so a form naming another product's part gets "not found".

export type PartKind =
  'option' | 'value' | 'duration' | 'service' | 'serviceValue' | 'tab' | 'image' | 'download'

/** The part `id` of kind `kind` on product `productId`, or "not found". */
export async function partOf(
  tx: Tx,
  kind: PartKind,
  productId: number,
  id: number,
  locale: Locale,
) {
  const owned = async (query: Promise<unknown[]>) => {
    const [row] = await query
    if (!row) throw notFound(locale)
    return row
  }
  switch (kind) {
    case 'option':
      return owned(
        tx
          .select()
          .from(productOptions)
          .where(and(eq(productOptions.id, id), eq(productOptions.productId, productId))),
      )
    case 'value':
      return owned(
        tx
          .select({
            id: productOptionValues.id,
            optionId: productOptionValues.optionId,
            title: productOptionValues.title,
          })
          .from(productOptionValues)
          .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
          .where(and(eq(productOptionValues.id, id), eq(productOptions.productId, productId))),
      )
    case 'duration':
      return owned(
        tx
          .select()
          .from(productDurations)
          .where(and(eq(productDurations.id, id), eq(productDurations.productId, productId))),
      )
    case 'service':
      return owned(
        tx
          .select()
          .from(productServices)
          .where(and(eq(productServices.id, id), eq(productServices.productId, productId))),
      )
    case 'serviceValue':
      return owned(
        tx
          .select({
            id: serviceValues.id,
            serviceId: serviceValues.serviceId,
            title: serviceValues.title,
            priceCents: serviceValues.priceCents,
          })
          .from(serviceValues)
          .innerJoin(productServices, eq(productServices.id, serviceValues.serviceId))
          .where(and(eq(serviceValues.id, id), eq(productServices.productId, productId))),
      )
    case 'tab':
      return owned(
        tx
          .select()
          .from(productTabs)
          .where(and(eq(productTabs.id, id), eq(productTabs.productId, productId))),
      )
    case 'image':
      return owned(
        tx
          .select()
          .from(productImages)
          .where(and(eq(productImages.id, id), eq(productImages.productId, productId))),
      )
    case 'download':
      return owned(
        tx
          .select()
          .from(productDownloads)
          .where(and(eq(productDownloads.id, id), eq(productDownloads.productId, productId))),
      )
  }
}

/** The rows a part is ordered among (same product, or same option / service). */
export function siblings(tx: Tx, kind: PartKind, productId: number, parentId: number) {
  const byPlace = <T extends { position: unknown; id: unknown }>(t: T) => [
    asc(t.position as never),
    asc(t.id as never),
  ]
  switch (kind) {
    case 'option':
      return {
        table: productOptions,
        rows: tx
          .select({ id: productOptions.id })
          .from(productOptions)
          .where(eq(productOptions.productId, productId))
          .orderBy(...byPlace(productOptions)),
      }
    case 'value':
      return {
        table: productOptionValues,
        rows: tx
          .select({ id: productOptionValues.id })
          .from(productOptionValues)
          .where(eq(productOptionValues.optionId, parentId))
          .orderBy(...byPlace(productOptionValues)),
      }
    case 'duration':
      return {
        table: productDurations,
        rows: tx
          .select({ id: productDurations.id })
          .from(productDurations)
          .where(eq(productDurations.productId, productId))
          .orderBy(...byPlace(productDurations)),
      }
    case 'service':
      return {
        table: productServices,
        rows: tx
          .select({ id: productServices.id })
          .from(productServices)
          .where(eq(productServices.productId, productId))
          .orderBy(...byPlace(productServices)),
      }
    case 'serviceValue':
      return {
        table: serviceValues,
        rows: tx
          .select({ id: serviceValues.id })
          .from(serviceValues)
          .where(eq(serviceValues.serviceId, parentId))
          .orderBy(...byPlace(serviceValues)),
      }
    case 'tab':
      return {
        table: productTabs,
        rows: tx
          .select({ id: productTabs.id })
          .from(productTabs)
          .where(eq(productTabs.productId, productId))
          .orderBy(...byPlace(productTabs)),
      }
    case 'image':
      return {
        table: productImages,
        rows: tx
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.productId, productId))
          .orderBy(...byPlace(productImages)),
      }
    case 'download':
      return {
        table: productDownloads,
        rows: tx
          .select({ id: productDownloads.id })
          .from(productDownloads)
          .where(eq(productDownloads.productId, productId))
          .orderBy(...byPlace(productDownloads)),
      }
  }
}

export const parentOf = (part: Record<string, unknown>) =>
  Number(part.optionId ?? part.serviceId ?? 0)

/** Where a new part goes: after the last of its siblings. */
export async function endPosition(tx: Tx, kind: PartKind, productId: number, parentId = 0) {
  const { rows } = siblings(tx, kind, productId, parentId)
  return (await rows).length
}
