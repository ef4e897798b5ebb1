import { redirect } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import type { Services } from '#server/services.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { productEditorForm } from '#core/validation/intents.ts'
import { parseForm } from './forms.server.ts'

// CONT-6: the product editor's form posts, one `intent` each, to the services that own the
// rules (server/modules/catalog/products-admin.ts, product-parts-admin.ts,
// product-content-admin.ts). The page route stays thin; this is its table of intents.

export interface EditorAnswer {
  ok: true
  intent: string
  /** The part the form named, so only its form shows the answer. */
  part: string
  message: string
  /** New on every answer: an add form that succeeded is drawn afresh, empty (PED-3). */
  nonce: string
}

const MOVABLE = [
  'option',
  'value',
  'duration',
  'service',
  'serviceValue',
  'tab',
  'image',
  'download',
] as const
type Movable = (typeof MOVABLE)[number]

/** The bytes of an uploaded file field, or undefined when none was chosen. */
async function fileBytes(form: FormData, name: string): Promise<Uint8Array | undefined> {
  const file = form.get(name)
  if (!(file instanceof File) || file.size === 0) return undefined
  return new Uint8Array(await file.arrayBuffer())
}

export async function runProductIntent(
  services: Services,
  member: StaffMember,
  productId: number,
  form: FormData,
  locale: Locale,
): Promise<EditorAnswer | Response> {
  const products = services.productsAdmin
  const parts = services.productPartsAdmin
  const content = services.productContentAdmin
  // Decision 0039: the post is read once; an unknown intent is a 400, a part that names
  // nothing is not found.
  const input = parseForm(form, productEditorForm, locale)
  const fields = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === 'string'),
  ) as Record<string, string>
  const answer = (key: MessageKey = 'adminProducts.saved', extra?: string): EditorAnswer => ({
    ok: true,
    intent: input.intent,
    part: String(form.get('part') ?? ''),
    message: [translate(locale, key), extra].filter(Boolean).join(' '),
    nonce: crypto.randomUUID(),
  })
  const at = (path: string) => localizePath(path, locale)

  switch (input.intent) {
    case 'basics': {
      const { redirected } = await products.updateBasics(member, productId, fields, locale)
      return answer(
        'adminProducts.saved',
        redirected ? translate(locale, 'adminProducts.redirected') : undefined,
      )
    }
    case 'categories': {
      const { redirected } = await products.setCategories(
        member,
        productId,
        {
          menuIds: form.getAll('menuIds').map(Number),
          defaultMenuId: Number(form.get('defaultMenuId')),
        },
        locale,
      )
      return answer(
        'adminProducts.saved',
        redirected ? translate(locale, 'adminProducts.redirected') : undefined,
      )
    }
    case 'publish':
    case 'unpublish': {
      const publish = input.intent === 'publish'
      await products.setActive(member, productId, publish, locale)
      return answer(publish ? 'adminProducts.published' : 'adminProducts.unpublished')
    }
    case 'duplicate': {
      const copy = await products.duplicate(member, productId, locale)
      return redirect(at(`/admin/products/${copy.id}?duplicated=1`))
    }
    case 'delete': {
      if (!input.confirm) {
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
          confirm: [translate(locale, 'adminProducts.required')],
        })
      }
      const { title } = await products.get(productId, locale)
      await products.remove(member, productId, locale)
      const params = new URLSearchParams({ deleted: locale === 'de' ? title.de : title.en })
      return redirect(at(`/admin/products?${params}`))
    }
    case 'move': {
      const kind = input.kind as Movable
      if (!MOVABLE.includes(kind))
        throw new AppError('invalid', translate(locale, 'api.itemNotFound'))
      const direction = input.direction === 'up' ? 'up' : 'down'
      await parts.move(member, productId, kind, input.part, direction, locale)
      return answer()
    }
    case 'option-add':
      await parts.addOption(member, productId, fields, locale)
      return answer()
    case 'value-add':
      await parts.addValue(member, productId, input.parent, fields, locale)
      return answer()
    case 'option-rename':
    case 'value-rename':
    case 'service-rename':
      await parts.rename(
        member,
        productId,
        input.intent.slice(0, -'-rename'.length) as 'option' | 'value' | 'service',
        input.part,
        fields,
        locale,
      )
      return answer()
    case 'value-print':
      await parts.setValuePrint(member, productId, input.part, fields, locale)
      return answer()
    case 'option-delete':
    case 'value-delete':
      await parts.removeOptionPart(
        member,
        productId,
        input.intent === 'option-delete' ? 'option' : 'value',
        input.part,
        locale,
      )
      return answer()
    case 'combination-add': {
      const valueIds = Object.keys(fields)
        .filter((name) => /^value\d+$/.test(name))
        .map((name) => Number(fields[name]))
      await parts.addCombination(member, productId, valueIds, fields, locale)
      return answer()
    }
    case 'combinations-generate': {
      // PED-2: each value's box is `use<valueId>`, so a refused form shows the choice again.
      const picked = Object.keys(fields)
        .map((name) => /^use(\d{1,12})$/.exec(name)?.[1])
        .filter((id) => id !== undefined)
        .map(Number)
      const counts = await parts.generateCombinations(member, productId, picked, fields, locale)
      return { ...answer(), message: translate(locale, 'adminProducts.generator.done', counts) }
    }
    case 'combinations-save': {
      const { count } = await parts.updateCombinations(member, productId, fields, locale)
      return {
        ...answer(),
        message: translate(locale, 'adminProducts.combinationsSaved', { count }),
      }
    }
    case 'options-save':
      await parts.saveOptions(member, productId, fields, locale)
      return answer()
    case 'print-save':
      await parts.savePrintLayout(member, productId, fields, locale)
      return answer()
    case 'combination-save':
      await parts.updateCombination(member, productId, input.part, fields, locale)
      return answer()
    case 'combination-delete':
      await parts.removeCombination(member, productId, input.part, locale)
      return answer()
    case 'duration-add':
      await parts.addDuration(member, productId, fields, locale)
      return answer()
    case 'duration-save':
      await parts.updateDuration(member, productId, input.part, fields, locale)
      return answer()
    case 'duration-delete':
      await parts.removeDuration(member, productId, input.part, locale)
      return answer()
    case 'service-add':
      await parts.addService(member, productId, fields, locale)
      return answer()
    case 'service-delete':
      await parts.removeService(member, productId, input.part, locale)
      return answer()
    case 'serviceValue-add':
      await parts.addServiceValue(member, productId, input.parent, fields, locale)
      return answer()
    case 'serviceValue-save':
      await parts.updateServiceValue(member, productId, input.part, fields, locale)
      return answer()
    case 'serviceValue-delete':
      await parts.removeServiceValue(member, productId, input.part, locale)
      return answer()
    case 'tiers':
      await parts.setTiers(member, productId, fields, locale)
      return answer()
    case 'tab-add':
    case 'tab-save': {
      const tab = input.intent === 'tab-save' ? input.part : null
      const { cleaned } = await content.saveTab(member, productId, tab, fields, locale)
      return answer(
        'adminProducts.saved',
        cleaned ? translate(locale, 'adminProducts.cleaned') : undefined,
      )
    }
    case 'tab-delete':
      await content.removeTab(member, productId, input.part, locale)
      return answer()
    case 'image-add': {
      const bytes = await fileBytes(form, 'file')
      if (!bytes) {
        const message = translate(locale, 'adminProducts.imageType')
        throw new AppError('invalid', message, { file: [message] })
      }
      await content.addImage(member, productId, bytes, fields, locale)
      return answer()
    }
    case 'image-save':
      await content.updateImage(member, productId, input.part, fields, locale)
      return answer()
    case 'image-delete':
      await content.removeImage(member, productId, input.part, locale)
      return answer()
    case 'download-add':
      await content.addDownload(
        member,
        productId,
        { de: await fileBytes(form, 'fileDe'), en: await fileBytes(form, 'fileEn') },
        fields,
        locale,
      )
      return answer()
    case 'download-delete':
      await content.removeDownload(member, productId, input.part, locale)
      return answer()
  }
}
