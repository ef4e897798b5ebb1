import { percentOf, toBasisPoints } from '../money/money.ts'
import type {
  InvoiceAdjustment,
  InvoiceData,
  InvoiceLine,
  InvoiceTexts,
  VatBreakdown,
  VatCategory,
} from './document-types.ts'

// INV-4, INV-5 (decision 0024): what invoices and credit notes share — the VAT breakdown per
// category, the legal notes and the document totals (BT-106…115).

export const key = (c: VatCategory) => `${c.code}:${toBasisPoints(c.ratePercent)}`
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

export function exemptionReason(category: VatCategory, texts: InvoiceTexts): string | null {
  if (category.code === 'AE') return texts.reverseChargeNote
  if (category.code === 'G') return texts.exportNote
  if (category.code === 'E') return texts.exemptNote
  return null
}

/** BR-CO-17: the VAT of a category, its taxable amount × rate rounded half up. */
export function categoryVat(category: VatCategory, taxableCents: number): number {
  return category.code === 'S' ? percentOf(taxableCents, category.ratePercent) : 0
}

export function breakdown(
  lines: InvoiceLine[],
  allowances: InvoiceAdjustment[],
  charges: InvoiceAdjustment[],
  texts: InvoiceTexts,
): VatBreakdown[] {
  const byKey = new Map<string, VatBreakdown>()
  const add = (category: VatCategory, cents: number) => {
    const entry = byKey.get(key(category)) ?? {
      category,
      taxableCents: 0,
      vatCents: 0,
      exemptionReason: exemptionReason(category, texts),
    }
    entry.taxableCents += cents
    byKey.set(key(category), entry)
  }
  for (const line of lines) add(line.category, line.netCents)
  for (const allowance of allowances) add(allowance.category, -allowance.amountCents)
  for (const charge of charges) add(charge.category, charge.amountCents)
  return [...byKey.values()].map((entry) => ({
    ...entry,
    vatCents: categoryVat(entry.category, entry.taxableCents),
  }))
}

export function notesFor(vat: VatBreakdown[], comments: string, texts: InvoiceTexts): string[] {
  const notes: string[] = []
  if (vat.some((entry) => entry.category.code === 'AE')) notes.push(texts.reverseChargeNote)
  if (vat.some((entry) => entry.category.code === 'G')) notes.push(texts.exportNote)
  if (comments.trim()) notes.push(comments.trim())
  return notes
}

/** The document totals (BT-106…115) from lines, allowances, charges and the VAT breakdown. */
export function finish(
  data: Omit<InvoiceData, 'totals'>,
  prepaidCents: number,
  roundingCents = 0,
): InvoiceData {
  const lineNetCents = sum(data.lines.map((line) => line.netCents))
  const allowanceCents = sum(data.allowances.map((a) => a.amountCents))
  const chargeCents = sum(data.charges.map((c) => c.amountCents))
  const netCents = lineNetCents - allowanceCents + chargeCents
  const vatCents = sum(data.vat.map((entry) => entry.vatCents))
  const grossCents = netCents + vatCents
  return {
    ...data,
    totals: {
      lineNetCents,
      allowanceCents,
      chargeCents,
      netCents,
      vatCents,
      grossCents,
      prepaidCents,
      roundingCents,
      payableCents: grossCents - prepaidCents + roundingCents,
    },
  }
}
