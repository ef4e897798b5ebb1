import type { Invoice } from '@e-invoice-eu/core'
import { toBasisPoints } from '../money/money.ts'
import { buyerReferenceOf } from '../validation/purchase-order.ts'
import { deliveryOf } from './delivery.ts'
import type { InvoiceData, VatCategory } from './invoice-data.ts'

// INV-4, INV-6 (decision 0024): an issued document in the input format of @e-invoice-eu/core
// (UBL-shaped JSON, amounts as decimal strings), from which the library writes CII for the
// ZUGFeRD PDF and UBL for XRechnung. Every amount comes from the document data as it was issued.

type Ubl = Invoice['ubl:Invoice']
type Line = Ubl['cac:InvoiceLine'][number]
type Adjustment = NonNullable<Ubl['cac:AllowanceCharge']>[number]
type CountryCode =
  Ubl['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']
type BuyerCountryCode =
  Ubl['cac:AccountingCustomerParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']
type TaxSubtotal = NonNullable<Ubl['cac:TaxTotal'][0]['cac:TaxSubtotal']>[number]
type Delivery = NonNullable<Ubl['cac:Delivery']>
type DeliveryCountryCode = NonNullable<
  NonNullable<Delivery['cac:DeliveryLocation']>['cac:Address']
>['cac:Country']['cbc:IdentificationCode']

/**
 * INV-9 (decision 0035): BG-13 — the ship-to party and address and the date of supply (BT-72) —
 * and, for lines delivered on different days, the invoicing period (BG-14). The CII schema
 * requires the delivery element; render.ts writes an empty one where there is nothing to say.
 */
function deliveryParts(data: InvoiceData): {
  'cac:Delivery'?: Delivery
  'cac:InvoicePeriod'?: Ubl['cac:InvoicePeriod']
} {
  const { shipTo, date, period } = deliveryOf(data)
  const delivery: Delivery = {
    ...(date ? { 'cbc:ActualDeliveryDate': date } : {}),
    ...(shipTo
      ? {
          'cac:DeliveryLocation': {
            'cac:Address': {
              'cbc:StreetName': shipTo.street,
              // FAIR-ADDR-3: the contact on site as BT-76, hall and booth as BT-165.
              ...(shipTo.contact ? { 'cbc:AdditionalStreetName': shipTo.contact } : {}),
              'cbc:CityName': shipTo.city,
              'cbc:PostalZone': shipTo.postcode,
              ...(shipTo.booth ? { 'cac:AddressLine': { 'cbc:Line': shipTo.booth } } : {}),
              'cac:Country': {
                'cbc:IdentificationCode': isoCountry(shipTo.countryCode) as DeliveryCountryCode,
              },
            },
          },
          'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': shipTo.name } },
        }
      : {}),
  }
  return {
    ...(Object.keys(delivery).length > 0 ? { 'cac:Delivery': delivery } : {}),
    ...(period
      ? { 'cac:InvoicePeriod': { 'cbc:StartDate': period.start, 'cbc:EndDate': period.end } }
      : {}),
  }
}

/** 12345 → '123.45', -5 → '-0.05': integer cents as an exact decimal string. */
export function decimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** 19 → '19', 7.5 → '7.5'. */
function rate(percent: number): string {
  return String(toBasisPoints(percent) / 100)
}

/** ACC-8 codes Switzerland 'SW'; the e-invoice needs ISO 3166-1 ('CH'). */
export function isoCountry(code: string): string {
  const upper = code.toUpperCase()
  return upper === 'SW' ? 'CH' : upper
}

const EUR = 'EUR' as const
const VAT = { 'cbc:ID': 'VAT' }

function taxCategory(category: VatCategory) {
  return {
    'cbc:ID': category.code,
    'cbc:Percent': rate(category.ratePercent),
    'cac:TaxScheme': VAT,
  }
}

/** The Leitweg-ID's XRechnung, or the EN 16931 invoice of the ZUGFeRD PDF. */
export function toEInvoice(data: InvoiceData): Invoice {
  const { seller, buyer, totals } = data
  const lines = data.lines.map((line): Line => ({
    'cbc:ID': String(line.position),
    ...(line.details.length > 0 ? { 'cbc:Note': line.details.join('; ') } : {}),
    'cbc:InvoicedQuantity': String(line.quantity),
    'cbc:InvoicedQuantity@unitCode': 'C62',
    'cbc:LineExtensionAmount': decimal(line.netCents),
    'cbc:LineExtensionAmount@currencyID': EUR,
    'cac:Item': {
      'cbc:Name': line.title,
      'cac:ClassifiedTaxCategory': taxCategory(line.category),
    },
    'cac:Price': { 'cbc:PriceAmount': decimal(line.unitCents), 'cbc:PriceAmount@currencyID': EUR },
  }))
  const adjustments = [
    ...data.allowances.map((a) => ({ ...a, charge: false })),
    ...data.charges.map((c) => ({ ...c, charge: true })),
  ].map((a): Adjustment => ({
    'cbc:ChargeIndicator': String(a.charge),
    // UNTDID 5189 (allowances) / 7161 (charges): 95 discount, 66 sales discount, SAE service.
    'cbc:AllowanceChargeReasonCode':
      a.reason === 'coupon' ? '95' : a.reason === 'prepayment' ? '66' : 'SAE',
    'cbc:AllowanceChargeReason': a.label,
    'cbc:Amount': decimal(a.amountCents),
    'cbc:Amount@currencyID': EUR,
    'cac:TaxCategory': taxCategory(a.category),
  }))
  const subtotals = data.vat.map((entry): TaxSubtotal => ({
    'cbc:TaxableAmount': decimal(entry.taxableCents),
    'cbc:TaxableAmount@currencyID': EUR,
    'cbc:TaxAmount': decimal(entry.vatCents),
    'cbc:TaxAmount@currencyID': EUR,
    'cac:TaxCategory': {
      ...taxCategory(entry.category),
      ...(entry.category.code === 'AE' ? { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE' } : {}),
      ...(entry.category.code === 'G' ? { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-G' } : {}),
      ...(entry.exemptionReason ? { 'cbc:TaxExemptionReason': entry.exemptionReason } : {}),
    },
  }))
  const transfer = data.kind === 'invoice' && totals.payableCents > 0
  const onlinePayment = data.paymentMethod === 'card' || data.paymentMethod === 'paypal'
  const { 'cac:Delivery': delivery, 'cac:InvoicePeriod': period } = deliveryParts(data)
  const invoice: Ubl = {
    'cbc:ID': data.number,
    'cbc:IssueDate': data.issueDate,
    ...(data.dueDate ? { 'cbc:DueDate': data.dueDate } : {}),
    'cbc:InvoiceTypeCode': data.kind === 'invoice' ? '380' : '381',
    ...(data.notes.length > 0 ? { 'cbc:Note': data.notes } : {}),
    'cbc:DocumentCurrencyCode': EUR,
    // BT-19 (PO-4): the buyer's cost centre, where they book the invoice (UBL's order: before BT-10).
    ...(data.costCentre ? { 'cbc:AccountingCost': data.costCentre } : {}),
    // BT-10 (PO-4): the Leitweg-ID, else the buyer's purchase order number, else the order
    // number, so the buyer can match it.
    'cbc:BuyerReference': buyerReferenceOf({
      leitwegId: data.buyerReference,
      purchaseOrder: data.purchaseOrder ?? null,
      orderNumber: data.orderNumber,
    }),
    ...(period ? { 'cac:InvoicePeriod': period } : {}),
    // BT-13 (PO-4): the buyer's purchase order number, with the shop's order number as BT-14;
    // without one, the order number as before.
    'cac:OrderReference': data.purchaseOrder
      ? { 'cbc:ID': data.purchaseOrder, 'cbc:SalesOrderID': String(data.orderNumber) }
      : { 'cbc:ID': String(data.orderNumber) },
    ...(data.precedingInvoice
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': data.precedingInvoice.number,
                'cbc:IssueDate': data.precedingInvoice.issueDate,
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': seller.email,
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PartyName': { 'cbc:Name': seller.contact },
        'cac:PostalAddress': {
          'cbc:StreetName': seller.street,
          'cbc:CityName': seller.city,
          'cbc:PostalZone': seller.postcode,
          'cac:Country': {
            'cbc:IdentificationCode': isoCountry(seller.countryCode) as CountryCode,
          },
        },
        ...(seller.vatId
          ? { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': VAT }] }
          : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
        'cac:Contact': {
          'cbc:Name': seller.contact,
          'cbc:Telephone': seller.phone,
          'cbc:ElectronicMail': seller.email,
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': buyer.email,
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': {
          'cbc:StreetName': buyer.street,
          'cbc:CityName': buyer.city,
          'cbc:PostalZone': buyer.postcode,
          'cac:Country': {
            'cbc:IdentificationCode': isoCountry(buyer.countryCode) as BuyerCountryCode,
          },
        },
        ...(buyer.vatId
          ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatId, 'cac:TaxScheme': VAT } }
          : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
        ...(buyer.contact ? { 'cac:Contact': { 'cbc:Name': buyer.contact } } : {}),
      },
    },
    ...(delivery ? { 'cac:Delivery': delivery } : {}),
    'cac:PaymentMeans': [
      transfer
        ? {
            // 58: SEPA credit transfer to the shop's account. BT-83 is the order number, the
            // one reference every page, mail and document names (PAY-2, decision 0035).
            'cbc:PaymentMeansCode': '58',
            'cbc:PaymentID': String(data.orderNumber),
            'cac:PayeeFinancialAccount': {
              'cbc:ID': seller.bank.iban.replace(/\s+/g, ''),
              'cbc:Name': seller.bank.recipient,
              ...(seller.bank.bic
                ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bank.bic } }
                : {}),
            },
          }
        : // 68: an online payment service (Stripe, PayPal; a refund goes back the same way);
          // 1, instrument not defined: a credit note of a transfer order, whose way back (the
          // buyer's account, or nothing when the invoice was never paid) is not known when it
          // is issued — 30 would need an account (BR-61, CII-SR-470).
          { 'cbc:PaymentMeansCode': onlinePayment ? '68' : '1' },
    ],
    ...(data.paymentTerms ? { 'cac:PaymentTerms': { 'cbc:Note': data.paymentTerms } } : {}),
    ...(adjustments.length > 0 ? { 'cac:AllowanceCharge': adjustments } : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': decimal(totals.vatCents),
        'cbc:TaxAmount@currencyID': EUR,
        'cac:TaxSubtotal': subtotals,
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': decimal(totals.lineNetCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cbc:TaxExclusiveAmount': decimal(totals.netCents),
      'cbc:TaxExclusiveAmount@currencyID': EUR,
      'cbc:TaxInclusiveAmount': decimal(totals.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': EUR,
      ...(totals.allowanceCents > 0
        ? {
            'cbc:AllowanceTotalAmount': decimal(totals.allowanceCents),
            'cbc:AllowanceTotalAmount@currencyID': EUR,
          }
        : {}),
      ...(totals.chargeCents > 0
        ? {
            'cbc:ChargeTotalAmount': decimal(totals.chargeCents),
            'cbc:ChargeTotalAmount@currencyID': EUR,
          }
        : {}),
      ...(totals.prepaidCents > 0
        ? {
            'cbc:PrepaidAmount': decimal(totals.prepaidCents),
            'cbc:PrepaidAmount@currencyID': EUR,
          }
        : {}),
      ...(totals.roundingCents !== 0
        ? {
            'cbc:PayableRoundingAmount': decimal(totals.roundingCents),
            'cbc:PayableRoundingAmount@currencyID': EUR,
          }
        : {}),
      'cbc:PayableAmount': decimal(totals.payableCents),
      'cbc:PayableAmount@currencyID': EUR,
    },
    'cac:InvoiceLine': lines as Ubl['cac:InvoiceLine'],
  }
  return { 'ubl:Invoice': invoice }
}
