import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'

// EDIT-5: one sentence per change, in any language: the member's for the timeline and the
// answer, the order's for the customer's mail.

export type ChangeText =
  | { kind: 'billing-address'; address: string }
  | {
      kind: 'shipping-address'
      package: number
      address: string
      /** The post method, when the new country does not offer the old one. */
      postMethod: { from: string; to: string } | null
    }
  | { kind: 'post-method'; package: number; from: string; to: string }
  | { kind: 'quantity'; title: string; from: number; to: number }
  | { kind: 'remove-line'; title: string; quantity: number }
  | { kind: 'add-line'; title: string; quantity: number; package: number }

export function changeText(locale: Locale, change: ChangeText): string {
  const t = (key: Parameters<typeof translate>[1], values: Record<string, unknown>) =>
    translate(locale, key, values)
  switch (change.kind) {
    case 'billing-address':
      return t('adminOrderEdit.change.billing', { address: change.address })
    case 'shipping-address': {
      const moved = t('adminOrderEdit.change.shipping', {
        package: change.package,
        address: change.address,
      })
      return change.postMethod
        ? `${moved} ${t('adminOrderEdit.change.postMethod', { package: change.package, ...change.postMethod })}`
        : moved
    }
    case 'post-method':
      return t('adminOrderEdit.change.postMethod', change)
    case 'quantity':
      return t('adminOrderEdit.change.quantity', change)
    case 'remove-line':
      return t('adminOrderEdit.change.removed', change)
    case 'add-line':
      return t('adminOrderEdit.change.added', change)
  }
}
