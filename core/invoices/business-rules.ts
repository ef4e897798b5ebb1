import type { Invoice } from '@e-invoice-eu/core'
import { percentOf } from '../money/money.ts'

// INV-7 (decision 0024): the EN 16931 business rules our documents touch, as our own checks on
// the e-invoice we hand to the library (which validates its JSON schema only). Names are the
// standard's rule ids, so a finding can be looked up in EN 16931-1 (and BR-DE in XRechnung).

export interface RuleViolation {
  rule: string
  message: string
}

type Ubl = Invoice['ubl:Invoice']

/** '123.45' → 12345; throws for anything but a decimal with at most two places. */
function cents(value: string | undefined): number {
  if (value === undefined) return 0
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) throw new RangeError(`Not an amount: ${value}`)
  const whole = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'))
  return match[1] ? -whole : whole
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const categoryKey = (c: { 'cbc:ID': string; 'cbc:Percent'?: string }) =>
  `${c['cbc:ID']}:${Number(c['cbc:Percent'] ?? '0')}`

/** Every violation of the rules below; an empty list for a document that keeps them all. */
export function checkBusinessRules(
  input: Invoice,
  { xrechnung = false }: { xrechnung?: boolean } = {},
): RuleViolation[] {
  const invoice: Ubl = input['ubl:Invoice']
  const found: RuleViolation[] = []
  const expect = (rule: string, ok: boolean, message: string) => {
    if (!ok) found.push({ rule, message })
  }
  const lines = invoice['cac:InvoiceLine']
  const adjustments = invoice['cac:AllowanceCharge'] ?? []
  const allowances = adjustments.filter((a) => a['cbc:ChargeIndicator'] === 'false')
  const charges = adjustments.filter((a) => a['cbc:ChargeIndicator'] === 'true')
  const totals = invoice['cac:LegalMonetaryTotal']
  const taxTotal = invoice['cac:TaxTotal'][0]
  const subtotals = taxTotal['cac:TaxSubtotal'] ?? []

  const lineNet = cents(totals['cbc:LineExtensionAmount'])
  const allowanceTotal = cents(totals['cbc:AllowanceTotalAmount'])
  const chargeTotal = cents(totals['cbc:ChargeTotalAmount'])
  const taxExclusive = cents(totals['cbc:TaxExclusiveAmount'])
  const taxInclusive = cents(totals['cbc:TaxInclusiveAmount'])
  const vat = cents(taxTotal['cbc:TaxAmount'])
  const payable =
    taxInclusive - cents(totals['cbc:PrepaidAmount']) + cents(totals['cbc:PayableRoundingAmount'])

  expect('BR-16', lines.length > 0, 'An invoice has at least one line')
  const lineSum = sum(lines.map((line) => cents(line['cbc:LineExtensionAmount'])))
  expect('BR-CO-10', lineSum === lineNet, `Σ line net ${lineSum} ≠ BT-106 ${lineNet}`)
  const allowanceSum = sum(allowances.map((a) => cents(a['cbc:Amount'])))
  expect('BR-CO-11', allowanceSum === allowanceTotal, `Σ allowances ${allowanceSum} ≠ BT-107`)
  const chargeSum = sum(charges.map((c) => cents(c['cbc:Amount'])))
  expect('BR-CO-12', chargeSum === chargeTotal, `Σ charges ${chargeSum} ≠ BT-108`)
  expect(
    'BR-CO-13',
    taxExclusive === lineNet - allowanceTotal + chargeTotal,
    `BT-109 ${taxExclusive} ≠ BT-106 − BT-107 + BT-108`,
  )
  const subtotalVat = sum(subtotals.map((s) => cents(s['cbc:TaxAmount'])))
  expect('BR-CO-14', vat === subtotalVat, `BT-110 ${vat} ≠ Σ BT-117 ${subtotalVat}`)
  expect(
    'BR-CO-15',
    taxInclusive === taxExclusive + vat,
    `BT-112 ${taxInclusive} ≠ BT-109 + BT-110`,
  )
  expect(
    'BR-CO-16',
    cents(totals['cbc:PayableAmount']) === payable,
    `BT-115 ${totals['cbc:PayableAmount']} ≠ BT-112 − BT-113 + BT-114`,
  )
  expect('BR-CO-18', subtotals.length > 0, 'At least one VAT breakdown')
  if (cents(totals['cbc:PayableAmount']) > 0) {
    expect(
      'BR-CO-25',
      Boolean(invoice['cbc:DueDate'] || invoice['cac:PaymentTerms']),
      'An amount due needs a due date or payment terms',
    )
  }

  const sellerParty = invoice['cac:AccountingSupplierParty']['cac:Party']
  const sellerVat = (sellerParty['cac:PartyTaxScheme'] ?? []).length > 0
  const buyerVat = Boolean(
    invoice['cac:AccountingCustomerParty']['cac:Party']['cac:PartyTaxScheme']?.['cbc:CompanyID'],
  )
  for (const subtotal of subtotals) {
    const category = subtotal['cac:TaxCategory']
    const code = category['cbc:ID']
    const ratePercent = Number(category['cbc:Percent'] ?? '0')
    const taxable = cents(subtotal['cbc:TaxableAmount'])
    const tax = cents(subtotal['cbc:TaxAmount'])
    const inCategory = (c: { 'cbc:ID': string; 'cbc:Percent'?: string }) =>
      categoryKey(c) === categoryKey(category)
    const base =
      sum(
        lines
          .filter((line) => inCategory(line['cac:Item']['cac:ClassifiedTaxCategory']))
          .map((line) => cents(line['cbc:LineExtensionAmount'])),
      ) -
      sum(
        allowances
          .filter((a) => inCategory(a['cac:TaxCategory']))
          .map((a) => cents(a['cbc:Amount'])),
      ) +
      sum(
        charges.filter((c) => inCategory(c['cac:TaxCategory'])).map((c) => cents(c['cbc:Amount'])),
      )
    expect(
      `BR-${code}-08`,
      taxable === base,
      `${code} ${ratePercent} %: BT-116 ${taxable} ≠ ${base}`,
    )
    const exempt =
      Boolean(category['cbc:TaxExemptionReason']) || Boolean(category['cbc:TaxExemptionReasonCode'])
    if (code === 'S') {
      expect('BR-S-05', ratePercent > 0, 'Standard rate above 0')
      expect(
        'BR-CO-17',
        tax === percentOf(taxable, ratePercent),
        `${ratePercent} % of ${taxable} ≠ ${tax}`,
      )
      expect('BR-S-02', sellerVat, 'Standard rated: the seller VAT id')
      expect('BR-S-10', !exempt, 'Standard rated: no exemption reason')
    } else {
      expect(`BR-${code}-05`, ratePercent === 0, `${code}: rate 0`)
      expect(`BR-${code}-09`, tax === 0, `${code}: VAT 0`)
      expect(`BR-${code}-10`, exempt, `${code}: an exemption reason`)
      expect(`BR-${code}-02`, sellerVat, `${code}: the seller VAT id`)
    }
    if (code === 'AE') expect('BR-AE-02', buyerVat, 'Reverse charge: the buyer VAT id')
  }

  if (invoice['cbc:InvoiceTypeCode'] === '381') {
    // Not an EN 16931 rule: ours (INV-5).
    expect(
      'INV-5',
      (invoice['cac:BillingReference'] ?? []).length > 0,
      'A credit note names the invoice it corrects',
    )
  }
  if (xrechnung) {
    expect('BR-DE-15', Boolean(invoice['cbc:BuyerReference']), 'XRechnung: the Leitweg-ID')
    expect('BR-DE-1', (invoice['cac:PaymentMeans'] ?? []).length > 0, 'XRechnung: payment means')
    const contact = sellerParty['cac:Contact']
    expect(
      'BR-DE-2',
      Boolean(contact?.['cbc:Name'] && contact['cbc:Telephone'] && contact['cbc:ElectronicMail']),
      'XRechnung: the seller contact with name, phone and e-mail',
    )
    const sellerAddress = sellerParty['cac:PostalAddress']
    expect(
      'BR-DE-3',
      Boolean(sellerAddress['cbc:CityName'] && sellerAddress['cbc:PostalZone']),
      'XRechnung: the seller city and postcode',
    )
    const buyerAddress = invoice['cac:AccountingCustomerParty']['cac:Party']['cac:PostalAddress']
    expect(
      'BR-DE-8',
      Boolean(buyerAddress['cbc:CityName'] && buyerAddress['cbc:PostalZone']),
      'XRechnung: the buyer city and postcode',
    )
  }
  return found
}
