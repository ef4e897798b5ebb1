import { z } from 'zod'
import { WORK_STATES } from '#core/orders/workflow.ts'
import { checkbox } from './form-fields.ts'
import { formText, recordId } from './form-input.ts'
import { servicesSchema, updateCartSchema } from './cart.ts'
import { text } from './text.ts'

// Decision 0039: the pages with several forms read each post through one
// discriminated union on `intent`; the fields each intent needs are named here, ids that name
// a record are `recordId`s (anything else is not found), and an overlong text is refused at its
// field, never cut. The domain's own rules (a slug's letters, a coupon's code) stay in the
// services that own them.

/** ROUTE-4, CONT-1: the redirection list. */
export const redirectForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    from: formText(),
    to: formText(),
  }),
  z.object({
    intent: z.literal('update'),
    redirect: recordId,
    from: formText(),
    to: formText(),
  }),
  z.object({ intent: z.literal('delete'), redirect: recordId }),
])

/** STAFF-9: the staff list (the role is checked by the staff service, with its message). */
export const staffForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    email: formText(),
    name: formText(),
    role: formText(),
  }),
  z.object({ intent: z.literal(['disable', 'enable']), member: recordId }),
])

/** CONT-8: the footer's sections and links (their texts are the footer service's schema). */
export const footerForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('section-add') }),
  z.looseObject({
    intent: z.literal(['section-rename', 'section-up', 'section-down', 'section-delete']),
    section: recordId,
  }),
  z.looseObject({ intent: z.literal('link-add'), section: recordId }),
  z.object({
    intent: z.literal(['link-up', 'link-down', 'link-delete']),
    section: recordId,
    target: recordId,
  }),
])

const DESCRIPTION_MAX = 1000
const categoryFields = {
  titleDe: formText(),
  titleEn: formText(),
  slugDe: formText(),
  slugEn: formText(),
  descriptionDe: formText(DESCRIPTION_MAX, { multiline: true }),
  descriptionEn: formText(DESCRIPTION_MAX, { multiline: true }),
  active: checkbox,
}
/** The parent a category hangs under: none (the top) or a category. */
const parent = z.union([z.literal('').transform(() => null), recordId]).default(null)

/** CONT-2: the category tree. */
export const categoryForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), ...categoryFields, parent }),
  z.object({ intent: z.literal('update'), category: recordId, ...categoryFields }),
  z.object({
    intent: z.literal(['up', 'down', 'thumbnail-remove', 'delete']),
    category: recordId,
  }),
  z.object({ intent: z.literal('thumbnail'), category: recordId }),
  z.object({ intent: z.literal('move'), category: recordId, parent }),
])

/**
 * STAFF-7: a customer's page; FIND-5: `save` (the fields: `staffCustomerSchema`) and `address`
 * (one entry of the address book; the fields: `addressSchema`).
 */
export const customerForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('save') }),
  z.looseObject({ intent: z.literal('address'), entry: recordId }),
  z.object({ intent: z.literal('logout') }),
  z.object({ intent: z.literal('block'), reason: formText(undefined, { multiline: true }) }),
  z.object({ intent: z.literal('unblock') }),
])

/** CHK-6, STAFF-10: a coupon's page and the list (the form's fields: the coupon service). */
export const couponForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('save') }),
  z.object({ intent: z.literal(['delete', 'activate', 'deactivate']) }),
])
export const couponsForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('create') }),
  z.object({ intent: z.literal(['activate', 'deactivate']), id: recordId }),
])

/** CONT-4, CONT-7: a page's or a popup's editor (the texts: the content service's schema). */
export const contentEditorForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('save') }),
  z.object({ intent: z.literal('delete'), confirm: checkbox }),
])

/** The version of the order the page showed (ORD-14: a changed order is a 409). */
const version = z.coerce.number().int().min(0)
const euros = formText()

/** ORD-14 … ORD-19, REF-1, MAIL-4: the forms of an order's page (the order is the page's). */
export const orderForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('paid'), version, paidOn: formText(), amount: euros }),
  z.object({
    intent: z.literal('refund'),
    version,
    amount: euros,
    reason: formText(undefined, { multiline: true }),
  }),
  z.object({ intent: z.literal('retry-refund'), refund: recordId }),
  z.object({ intent: z.literal('send-again'), mail: recordId }),
  z.looseObject({ intent: z.literal('resend') }),
  z.object({ intent: z.literal('note'), note: formText(undefined, { multiline: true }) }),
  z.looseObject({
    intent: z.literal('work'),
    to: z.enum(WORK_STATES),
    version,
    message: formText(undefined, { multiline: true }),
    confirmed: checkbox,
    // ORD-19, PRE-12: stepping over a safeguard sends the box and a reason; other steps neither.
    reason: text({ multiline: true }).optional(),
  }),
])

/** STAFF-12: the post-method editor of a country (the method's texts: the service's schema). */
export const postMethodForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('create'), country: recordId }),
  z.looseObject({ intent: z.literal('update'), method: recordId }),
  z.object({ intent: z.literal(['up', 'down', 'delete']), method: recordId }),
])

/** ACC-7: the address book (the address's fields: the address schema, as the API's). */
export const addressBookForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('add') }),
  z.looseObject({ intent: z.literal('update'), id: recordId }),
  z.object({ intent: z.literal('delete'), id: recordId }),
])

/** MARK-1, MARK-3: the watch list's toggle and bin. */
export const bookmarkForm = z.looseObject({
  intent: z.literal(['add', 'remove']),
  product_id: recordId,
})

/**
 * CONT-6: the product editor's forms. Each names the part it changes (`part`, or the `parent`
 * a new part joins); the fields of the part are the catalogue services' own schemas
 * (core/catalog/product-editor.ts), so the forms pass them on as they came.
 */
const withPart = z.looseObject({ part: recordId })
export const productEditorForm = z.discriminatedUnion('intent', [
  z.looseObject({
    intent: z.literal([
      'basics',
      'categories',
      'publish',
      'unpublish',
      'duplicate',
      'option-add',
      'combination-add',
      'combinations-generate',
      'combinations-save',
      'options-save',
      'print-save',
      'duration-add',
      'service-add',
      'tiers',
      'tab-add',
      'image-add',
      'download-add',
    ]),
  }),
  z.looseObject({ intent: z.literal('delete'), confirm: checkbox }),
  withPart.extend({
    intent: z.literal('move'),
    // The kind is checked by the action, as the part's list it names.
    kind: formText(),
    direction: formText(),
  }),
  z.looseObject({ intent: z.literal(['value-add', 'serviceValue-add']), parent: recordId }),
  withPart.extend({
    intent: z.literal([
      'option-rename',
      'value-rename',
      'service-rename',
      'value-print',
      'option-delete',
      'value-delete',
      'combination-save',
      'combination-delete',
      'duration-save',
      'duration-delete',
      'service-delete',
      'serviceValue-save',
      'serviceValue-delete',
      'tab-save',
      'tab-delete',
      'image-save',
      'image-delete',
      'download-delete',
    ]),
  }),
])
export type ProductEditorForm = z.output<typeof productEditorForm>

/**
 * CART-2 to CART-5: the cart's forms. A customer's line is named by its id (`line`, a record
 * id the customer's cart reads), a guest's by its configuration (`key`); a change carries the API's fields (a service select sends 0
 * for 'ohne', which is no service). 'preview' only reads.
 */
// Both are sent: the guest's line has no id of the database, so the customer's cart reads it.
const lineOf = { line: formText(), key: formText() }
const chosenServices = z
  .array(z.unknown())
  .transform((ids) => ids.filter((id) => id !== 0))
  .pipe(servicesSchema)
export const cartForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('add'), product_id: recordId }),
  updateCartSchema.extend({
    intent: z.literal('update'),
    ...lineOf,
    services: chosenServices.optional(),
  }),
  z.object({ intent: z.literal('remove'), ...lineOf }),
  z.object({ intent: z.literal('preview') }),
  // FAIR-TGT-2: the cart is no longer ordered for a fair or a day.
  z.object({ intent: z.literal('clear_target') }),
])
export type CartForm = z.output<typeof cartForm>

/**
 * CO-2..CO-5, CO-8, CO-9: the profile's company page. The fields of an invitation, a member's
 * change and a rejection are the company API's schemas (core/companies/company.ts).
 */
export const companyForm = z.discriminatedUnion('intent', [
  z.looseObject({ intent: z.literal('invite') }),
  z.looseObject({ intent: z.literal('settings') }),
  z.looseObject({ intent: z.literal('member'), id: recordId }),
  z.object({ intent: z.literal('remove'), id: recordId }),
  z.object({ intent: z.literal('approve'), id: recordId }),
  z.looseObject({ intent: z.literal('reject'), id: recordId }),
])
