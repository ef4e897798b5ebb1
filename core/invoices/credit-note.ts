import { proportion } from '../checkout-totals/checkout-totals.ts'
import { toBasisPoints } from '../money/money.ts'
import type { InvoiceData, InvoiceLine, InvoiceTexts, VatBreakdown } from './document-types.ts'
import { breakdown, categoryVat, finish, notesFor, sum } from './document-totals.ts'

/**
 * INV-5: the credit note of `amountCents` (gross) on an invoice. The whole invoice repeats its
 * lines; a part has one line per VAT category, the amount split by the categories' gross shares
 * (the last takes the rest), each net computed back from its gross; the cent the VAT rounding
 * may leave is the rounding amount (BT-114), so the note credits exactly `amountCents`.
 */
export function buildCreditNote(
  invoice: InvoiceData,
  credit: { number: string; issueDate: string; amountCents: number; reason: string },
  texts: InvoiceTexts,
): InvoiceData {
  const whole = invoice.totals.grossCents
  if (!Number.isSafeInteger(credit.amountCents) || credit.amountCents <= 0) {
    throw new RangeError(`A credit note needs a positive amount: ${credit.amountCents}`)
  }
  if (credit.amountCents > whole) {
    throw new RangeError(
      `A credit note cannot exceed its invoice: ${credit.amountCents} > ${whole}`,
    )
  }
  const base = {
    ...invoice,
    kind: 'credit_note' as const,
    number: credit.number,
    issueDate: credit.issueDate,
    precedingInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    paymentTerms: texts.creditTerms,
    dueDate: null,
    notes: [credit.reason.trim(), ...notesFor(invoice.vat, '', texts)].filter(Boolean),
  }
  if (credit.amountCents === whole) return finish(base, 0)

  const grossOf = (entry: VatBreakdown) => entry.taxableCents + entry.vatCents
  const shares = invoice.vat.map((entry) => proportion(credit.amountCents, grossOf(entry), whole))
  shares[shares.length - 1] = credit.amountCents - sum(shares.slice(0, -1))
  const lines: InvoiceLine[] = []
  // What a category's net and its rounded VAT miss of its share goes into the next category's
  // share, so the rounding left over at the end is at most a cent however many categories.
  let carry = 0
  invoice.vat.forEach((entry, index) => {
    const gross = shares[index]! + carry
    carry = gross
    if (gross <= 0) return
    const rate = toBasisPoints(entry.category.ratePercent)
    // net = gross / (1 + rate), rounded half up.
    const divisor = BigInt(10_000 + rate)
    const net = Number((BigInt(gross) * 20_000n + divisor) / (2n * divisor))
    carry = gross - net - categoryVat(entry.category, net)
    lines.push({
      position: lines.length + 1,
      title: texts.creditLine(texts.categoryName(entry.category)),
      details: [],
      quantity: 1,
      unitCents: net,
      netCents: net,
      category: entry.category,
      kind: 'credit',
    })
  })
  const vat = breakdown(lines, [], [], texts)
  const gross = sum(lines.map((line) => line.netCents)) + sum(vat.map((entry) => entry.vatCents))
  return finish({ ...base, lines, allowances: [], charges: [], vat }, 0, credit.amountCents - gross)
}
