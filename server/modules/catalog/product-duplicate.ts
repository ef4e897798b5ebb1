import { randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import {
  combinationValues,
  discountTiers,
  productCombinations,
  productDownloads,
  productDurations,
  productImages,
  productMenus,
  productOptions,
  productOptionValues,
  products,
  productServices,
  productTabs,
  serviceValues,
} from '#server/db/schema/index.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { assertEditor, createProductEdit, type EditDeps, freeSlug } from './product-edit.ts'
import { copyProductMedia, type ProductMediaFiles } from './product-media.ts'
import type { ProductReads } from './product-reads.ts'

/**
 * A copy to start a similar product from: everything but the orders, switched off, with
 * "(Kopie)" / "(copy)" titles and free slugs; its images and files are copied too, so
 * deleting one product's image never breaks the other.
 */
export async function duplicateProduct(
  deps: EditDeps & { media: ProductMediaFiles },
  reads: ProductReads,
  actor: StaffMember,
  id: number,
  locale: Locale,
): Promise<{ id: number }> {
  assertEditor(actor, locale)
  const source = await reads.get(id, locale)
  const files = await copyProductMedia(deps.media, source)
  try {
    const newId = await deps.db.transaction(async (tx) => {
      const title = {
        de: `${source.title.de} (Kopie)`.slice(0, 120),
        en: `${source.title.en} (copy)`.slice(0, 120),
      }
      const slugDe = await freeSlug(tx, `${source.slug.de}-kopie`.slice(0, 80))
      const slugEn = await freeSlug(tx, `${source.slug.en}-copy`.slice(0, 80), slugDe)
      const [row] = await tx
        .insert(products)
        .values({
          key: `${slugDe}-${randomBytes(3).toString('hex')}`,
          type: source.type,
          defaultMenuId: source.defaultMenuId,
          title,
          slugDe,
          slugEn,
          featureDesc: source.featureDesc,
          seoTitle: source.seoTitle,
          metaDescription: source.metaDescription,
          keywords: source.keywords,
          fromPriceCents: source.fromPriceCents,
          printFormat: source.printFormat,
          printMinPpi: source.printMinPpi,
          printPages: source.printPages,
          printLayout: source.printLayout,
          isActive: false,
        })
        .returning()
      const newId = row!.id
      await tx
        .insert(productMenus)
        .values(source.menuIds.map((menuId) => ({ productId: newId, menuId })))
      const valueMap = new Map<number, number>()
      for (const [position, option] of source.options.entries()) {
        const [copy] = await tx
          .insert(productOptions)
          .values({ productId: newId, title: option.title, position })
          .returning({ id: productOptions.id })
        for (const [valuePosition, value] of option.values.entries()) {
          const [valueCopy] = await tx
            .insert(productOptionValues)
            .values({ optionId: copy!.id, title: value.title, position: valuePosition })
            .returning({ id: productOptionValues.id })
          valueMap.set(value.id, valueCopy!.id)
        }
      }
      // Print overrides of the values (PRE-2/3) come along.
      const overrides = await tx
        .select({ id: productOptionValues.id, print: productOptionValues.print })
        .from(productOptionValues)
        .where(inArray(productOptionValues.id, [...valueMap.keys(), 0]))
      for (const value of overrides) {
        if (value.print) {
          await tx
            .update(productOptionValues)
            .set({ print: value.print })
            .where(eq(productOptionValues.id, valueMap.get(value.id)!))
        }
      }
      for (const combination of source.combinations) {
        const [copy] = await tx
          .insert(productCombinations)
          .values({
            productId: newId,
            priceCents: combination.priceCents,
            realPriceCents: combination.realPriceCents,
            additionalPriceCents: combination.additionalPriceCents,
            stock: combination.stock,
            // An article number names one combination: the copy gets none.
            sku: null,
            isDefault: combination.isDefault,
            isActive: combination.isActive,
          })
          .returning({ id: productCombinations.id })
        if (combination.valueIds.length > 0) {
          await tx.insert(combinationValues).values(
            combination.valueIds.map((valueId) => ({
              combinationId: copy!.id,
              optionValueId: valueMap.get(valueId)!,
            })),
          )
        }
      }
      for (const [position, d] of source.durations.entries()) {
        await tx.insert(productDurations).values({
          productId: newId,
          title: d.title,
          workingDays: d.workingDays,
          surchargePercent: d.surchargePercent,
          position,
        })
      }
      for (const [position, service] of source.services.entries()) {
        const [copy] = await tx
          .insert(productServices)
          .values({ productId: newId, title: service.title, position })
          .returning({ id: productServices.id })
        for (const [valuePosition, value] of service.values.entries()) {
          await tx.insert(serviceValues).values({
            serviceId: copy!.id,
            title: value.title,
            priceCents: value.priceCents,
            position: valuePosition,
          })
        }
      }
      if (source.tiers.length > 0) {
        await tx
          .insert(discountTiers)
          .values(source.tiers.map((tier) => ({ productId: newId, ...tier })))
      }
      for (const [position, image] of source.images.entries()) {
        await tx.insert(productImages).values({
          productId: newId,
          path: files.images.get(image.id)!,
          width: image.width,
          height: image.height,
          alt: image.alt,
          position,
        })
      }
      for (const [position, download] of source.downloads.entries()) {
        await tx.insert(productDownloads).values({
          productId: newId,
          kind: download.kind as 'template' | 'datasheet',
          title: download.title,
          file: files.downloads.get(download.id)!,
          position,
        })
      }
      for (const [position, tab] of source.tabs.entries()) {
        await tx.insert(productTabs).values({
          productId: newId,
          key: tab.key,
          title: tab.title,
          body: tab.body,
          position,
        })
      }
      await deps.audit(tx, {
        staffId: actor.id,
        action: 'product.duplicate',
        objectType: 'product',
        objectId: newId,
        after: { from: id, title },
      })
      return newId
    })
    await createProductEdit(deps).afterCommit({ topics: ['menus'], words: true })
    return { id: newId }
  } catch (error) {
    await files.discard()
    throw error
  }
}
