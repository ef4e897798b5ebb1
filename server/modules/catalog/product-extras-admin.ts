import { asc, eq } from 'drizzle-orm'
import {
  durationSchema,
  readTiers,
  serviceValueSchema,
  titlesSchema,
} from '#core/catalog/product-editor.ts'
import type { Locale, Localized } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  discountTiers,
  productDurations,
  productServices,
  serviceValues,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { createProductEdit, type EditDeps, parseInput } from './product-edit.ts'
import { endPosition, partOf } from './product-parts.ts'

// CONT-6: what a product offers besides its combinations — production times (working days with
// a surcharge), services with their priced choices, and quantity tiers (PRICE-4). Each write is
// one transaction on the locked product (product-edit.ts); a part of another product is "not
// found".

type Form = Record<string, unknown>
const loc = (de: string, en: string): Localized => ({ de, en })

export function createProductExtrasAdmin(deps: EditDeps) {
  const { edit } = createProductEdit(deps)
  return {
    async addDuration(actor: StaffMember, productId: number, input: Form, locale: Locale) {
      const parsed = parseInput(durationSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const [row] = await tx
          .insert(productDurations)
          .values({
            productId,
            title: loc(parsed.titleDe, parsed.titleEn),
            workingDays: parsed.workingDays,
            surchargePercent: parsed.surchargePercent,
            position: await endPosition(tx, 'duration', productId),
          })
          .returning()
        return { action: 'product.duration.add', after: row, value: { id: row!.id } }
      })
    },

    async updateDuration(
      actor: StaffMember,
      productId: number,
      id: number,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(durationSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const before = await partOf(tx, 'duration', productId, id, locale)
        const [after] = await tx
          .update(productDurations)
          .set({
            title: loc(parsed.titleDe, parsed.titleEn),
            workingDays: parsed.workingDays,
            surchargePercent: parsed.surchargePercent,
          })
          .where(eq(productDurations.id, id))
          .returning()
        return { action: 'product.duration.update', before, after, value: undefined }
      })
    },

    /** A product keeps at least one production time (the cart prices with one). */
    async removeDuration(actor: StaffMember, productId: number, id: number, locale: Locale) {
      return edit(actor, productId, locale, async (tx) => {
        const before = await partOf(tx, 'duration', productId, id, locale)
        if ((await endPosition(tx, 'duration', productId)) <= 1) {
          throw new AppError('conflict', translate(locale, 'adminProducts.lastDuration'))
        }
        await tx.delete(productDurations).where(eq(productDurations.id, id))
        return { action: 'product.duration.delete', before, value: undefined }
      })
    },

    async addService(actor: StaffMember, productId: number, input: Form, locale: Locale) {
      const parsed = parseInput(titlesSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const [row] = await tx
          .insert(productServices)
          .values({
            productId,
            title: loc(parsed.titleDe, parsed.titleEn),
            position: await endPosition(tx, 'service', productId),
          })
          .returning()
        return {
          action: 'product.service.add',
          after: { title: row!.title },
          value: { id: row!.id },
        }
      })
    },

    async removeService(actor: StaffMember, productId: number, id: number, locale: Locale) {
      return edit(actor, productId, locale, async (tx) => {
        const before = await partOf(tx, 'service', productId, id, locale)
        await tx.delete(productServices).where(eq(productServices.id, id))
        return { action: 'product.service.delete', before, value: undefined }
      })
    },

    async addServiceValue(
      actor: StaffMember,
      productId: number,
      serviceId: number,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(serviceValueSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        await partOf(tx, 'service', productId, serviceId, locale)
        const [row] = await tx
          .insert(serviceValues)
          .values({
            serviceId,
            title: loc(parsed.titleDe, parsed.titleEn),
            priceCents: parsed.price,
            position: await endPosition(tx, 'serviceValue', productId, serviceId),
          })
          .returning()
        return { action: 'product.serviceValue.add', after: row, value: { id: row!.id } }
      })
    },

    async updateServiceValue(
      actor: StaffMember,
      productId: number,
      id: number,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(serviceValueSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const before = await partOf(tx, 'serviceValue', productId, id, locale)
        const [after] = await tx
          .update(serviceValues)
          .set({ title: loc(parsed.titleDe, parsed.titleEn), priceCents: parsed.price })
          .where(eq(serviceValues.id, id))
          .returning()
        return { action: 'product.serviceValue.update', before, after, value: undefined }
      })
    },

    async removeServiceValue(actor: StaffMember, productId: number, id: number, locale: Locale) {
      return edit(actor, productId, locale, async (tx) => {
        const before = await partOf(tx, 'serviceValue', productId, id, locale)
        await tx.delete(serviceValues).where(eq(serviceValues.id, id))
        return { action: 'product.serviceValue.delete', before, value: undefined }
      })
    },

    /** PRICE-4: the whole tier list at once (core/catalog/product-editor.ts readTiers). */
    async setTiers(actor: StaffMember, productId: number, input: Form, locale: Locale) {
      const read = readTiers(input, locale)
      if (!read.ok)
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), read.errors)
      return edit(actor, productId, locale, async (tx) => {
        const before = await tx
          .select({ minQuantity: discountTiers.minQuantity, percent: discountTiers.percent })
          .from(discountTiers)
          .where(eq(discountTiers.productId, productId))
          .orderBy(asc(discountTiers.minQuantity))
        await tx.delete(discountTiers).where(eq(discountTiers.productId, productId))
        if (read.tiers.length > 0) {
          await tx.insert(discountTiers).values(read.tiers.map((tier) => ({ productId, ...tier })))
        }
        return { action: 'product.tiers', before, after: read.tiers, value: read.tiers }
      })
    },
  }
}
