import { describe, expect, it } from 'vitest'
import { buildCreditNote, buildInvoice } from '#core/invoices/invoice-data.ts'
import type { InvoiceData } from '#core/invoices/invoice-data.ts'
import { invoiceTexts } from '#core/invoices/texts.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { DE, SW, base, issue, item, orderOf, texts } from '#core/invoices/invoice-orders.fixture.ts'
import { pdfPages, pdfText } from '#tests/fixtures/pdf-text.ts'
import { drawPdf } from './render.ts'

// INV-9, INV-10, PAY-3 (decision 0035): what the invoice PDF says, read back from the PDF.

/** An amount as the PDF's text reads it (the no-break space is a space there). */
const eur = (cents: number) => formatMoney(cents).replace(/\s/g, ' ')

/** The review's order: prepayment with a coupon, one shipment to Germany, one to Switzerland. */
const prepaymentOrder = orderOf({
  ...base,
  paymentMethod: 'prepayment',
  couponPercent: 10,
  items: [item(90_000), item(50_945)],
  packages: [
    { destination: DE, postPriceCents: 1_990, itemIndexes: [0] },
    { destination: SW, postPriceCents: 4_900, itemIndexes: [1] },
  ],
  multiAddress: true,
})
const prepayment = buildInvoice(prepaymentOrder, issue, texts)

describe('the PDF of a prepayment invoice', () => {
  it('names prepayment terms, due at once, and the order number as the one reference', async () => {
    const text = pdfText(await drawPdf(prepayment))
    expect(text).not.toContain('Zahlbar innerhalb von 14 Tagen')
    expect(text).toContain(translate('de', 'invoice.prepaymentTerms'))
    // Due on the invoice's date, never after the promised delivery (03.12.2026).
    expect(text).toContain('Fällig am 25.11.2026')
    expect(text).toContain('Verwendungszweck 10042')
    expect(text).not.toContain('Verwendungszweck RE-2026-000001')
  })

  it('shows each discount once with its label, the net without the SW fee, categories in words', async () => {
    const text = pdfText(await drawPdf(prepayment))
    const t = prepaymentOrder.totals
    // The 2 % split over two VAT categories is one row, as on the print page.
    expect(text.match(/Vorkasse-Skonto \(2 %\) -\d/g)).toHaveLength(1)
    expect(text).toContain(`Vorkasse-Skonto (2 %) ${eur(-t.prepaymentDiscountCents)}`)
    expect(text).toContain(`Gutschein MESSE (10 %) ${eur(-t.couponDiscountCents)}`)
    // TOT-10: the net is goods after discounts plus post; the service fee comes after VAT.
    expect(text).toContain(`Nettobetrag ${eur(t.netCents)}`)
    expect(text).toContain(`Servicegebühr ${eur(t.serviceFeeCents)}`)
    expect(text).toContain(`Gesamtbetrag ${eur(t.totalCents)}`)
    expect(text).not.toMatch(/0 ?% ?G\b/)
    expect(text).toContain('steuerfrei (Ausfuhr)')
    expect(text).toContain('Ohne MwSt.: steuerfreie Ausfuhr')
  })

  it('shows the date of supply (Leistungsdatum) the e-invoice names', async () => {
    const single = buildInvoice(orderOf(base), issue, texts)
    expect(pdfText(await drawPdf(single))).toContain('Liefer-/Leistungsdatum 03.12.2026')
    // Two shipments promised on two days: the period.
    expect(pdfText(await drawPdf(prepayment))).toContain(
      'Leistungszeitraum 03.12.2026 – 04.12.2026',
    )
  })
})

describe('every PDF', () => {
  it('leaves no page holding a single line', async () => {
    const footer = (data: InvoiceData) => [
      `${data.seller.name} · ${data.seller.street} · ${data.seller.postcode} ${data.seller.city}`,
    ]
    // Every length from one line to three pages, in steps of one text line.
    for (let step = 0; step < 96; step++) {
      const count = 1 + Math.floor(step / 4)
      const data = buildInvoice(
        orderOf({
          ...base,
          paymentMethod: 'prepayment',
          items: Array.from({ length: count }, (_, i) => item(10_000 + i)),
        }),
        issue,
        texts,
      )
      // Lines as the shop's products have them (options, production time, delivery date).
      const details = [
        'Format: 85 × 200 cm',
        'Produktionszeit: Standard',
        'Liefertermin: 03.12.2026',
      ]
      const withDetails = {
        ...data,
        lines: data.lines.map((line, i) => ({
          ...line,
          details: i === 0 ? details.slice(0, step % 4) : details,
        })),
      }
      const pages = pdfPages(await drawPdf(withDetails))
      for (const [index, lines] of pages.entries()) {
        // The footer: company line, contact line, bank line, 'Seite x von y'.
        const body = lines.filter(
          (line) =>
            !line.startsWith(footer(data)[0]!) &&
            !line.startsWith('Telefon') &&
            !line.startsWith('Bank ·') &&
            !/^Seite \d+ von \d+$/.test(line),
        )
        expect(
          body.length,
          `${count} lines: page ${index + 1} holds ${body.join(' | ')}`,
        ).toBeGreaterThan(1)
      }
    }
  }, 60_000)

  it('English: one net label (no "Net amount" beside "Net total")', async () => {
    const english = buildInvoice({ ...prepaymentOrder, locale: 'en' }, issue, invoiceTexts('en'))
    const text = pdfText(await drawPdf(english))
    expect(text).not.toContain('Net amount')
    expect(text.match(/Net total/g)).toHaveLength(1)
    const note = buildCreditNote(
      english,
      { number: 'GS-2026-000001', issueDate: '2026-11-26', amountCents: 10_001, reason: 'Refund' },
      invoiceTexts('en'),
    )
    const credit = pdfText(await drawPdf(note))
    expect(credit).not.toContain('Net amount')
    expect(credit.match(/Net total/g)).toHaveLength(1)
  })
})
