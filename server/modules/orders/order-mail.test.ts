import { describe, expect, it } from 'vitest'
import { checkoutTotals, type PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import { translate } from '#core/i18n/translate.ts'
import type { OrderMailData } from './order-mail.ts'
import { orderConfirmationMail } from './order-mail.ts'
import { escapeHtml } from '#server/modules/mail/templates.ts'
import { defaultSettings } from '#core/settings/shop-settings.ts'

// formatMoney puts a no-break space before the euro sign.
const eur = (text: string) => text.replaceAll(' €', '\u00a0€')
const recipient = { gender: 'female' as const, lastName: 'Hansen', email: 'h@example.com' }
const address = {
  company: 'Messe Alpin GmbH',
  gender: 'female',
  firstName: 'Jördis',
  lastName: 'Hansen',
  name: 'Jördis Hansen',
  street: 'Ringstraße 1',
  postcode: '1010',
  city: 'Wien',
  country: 'Österreich',
  countryCode: 'AT',
  phone: '',
}

function data(paymentMethod: PaymentMethod, reverseCharge: boolean): OrderMailData {
  const totals = checkoutTotals({
    items: [
      {
        productPriceCents: 10_000,
        realPriceCents: 0,
        additionalPriceCents: 0,
        tiers: [],
        durationSurchargePercent: 0,
        servicePricesCents: [],
        quantity: 2,
      },
    ],
    packages: [
      { destination: { code: 'AT', taxRequired: true, isEu: true }, postPriceCents: 1690 },
    ],
    taxPercent: 19,
    freeShippingAboveCents: 50_000,
    couponPercent: null,
    paymentMethod,
    multiAddress: false,
    vatId: reverseCharge ? { status: 'confirmed', countryCode: 'AT' } : { status: 'none' },
  })
  const now = new Date('2026-11-23T10:00:00Z')
  return {
    order: {
      id: 1,
      number: 10042,
      customerId: 1,
      idempotencyKey: 'k',
      locale: 'de',
      status: 'pending',
      workState: 'new',
      version: 0,
      paymentMethod,
      paymentStatus: 'open',
      paymentProvider: null,
      paymentReference: null,
      paymentAttempt: 0,
      paymentCaptureId: null,
      refundedCents: 0,
      paidAt: null,
      cartItemIds: null,
      companyId: 1,
      approvalStatus: null,
      approvalNote: null,
      approvedBy: null,
      billingAddress: address,
      multiAddress: false,
      comments: '',
      couponCode: null,
      couponPercent: null,
      vatId: reverseCharge ? 'ATU13585627' : null,
      vatIdConfirmation: null,
      reverseCharge,
      taxPercent: 19,
      subtotalCents: totals.subtotalCents,
      couponDiscountCents: 0,
      prepaymentDiscountCents: totals.prepaymentDiscountCents,
      shippingCents: totals.shippingCents,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      serviceFeeCents: 0,
      totalCents: totals.totalCents,
      totals,
      invoiceReadyAt: null,
      proofApprovedAt: null,
      proofApprovedIp: null,
      seenAt: null,
      fairId: null,
      targetOn: null,
      targetCountryId: null,
      latestApprovalAt: null,
      promisedArrivalOn: null,
      leitwegId: null,
      purchaseOrder: null,
      costCentre: null,
      approvalReminders: {},
      createdAt: now,
      updatedAt: now,
    },
    packages: [
      {
        id: 7,
        orderId: 1,
        number: 1,
        address,
        countryCode: 'AT',
        postMethod: 'dhl-standard',
        postMethodText: 'DHL Paket International',
        postPriceCents: 1690,
        carrier: null,
        trackingNumber: null,
        shippedAt: null,
      },
    ],
    items: [
      {
        id: 1,
        orderId: 1,
        packageId: 7,
        reorderOfItemId: null,
        productId: 1,
        combinationId: 1,
        durationId: 1,
        services: '0',
        productTitle: 'Roll-up Standard',
        variant: {
          options: [{ option: 'Breite', value: '85 cm' }],
          duration: { title: '5 Werktage' },
          services: [],
        },
        quantity: 2,
        unitCents: 10_000,
        totalCents: 20_000,
        deliveryDate: '2026-11-30',
      },
    ],
    ordersUrl: 'https://shop.example/profile/orders',
  }
}

describe('order confirmation mail', () => {
  it('lists lines, delivery, totals and the amount to transfer for prepayment (German)', () => {
    const mail = orderConfirmationMail('de', defaultSettings, recipient, data('prepayment', false))
    expect(mail.subject).toBe('Ihre Bestellung 10042 bei Nordlicht Displays')
    expect(mail.text).toContain(eur('2 × Roll-up Standard — 100,00 € = 200,00 €'))
    expect(mail.text).toContain('Breite: 85 cm')
    expect(mail.text).toContain('Versandart: DHL Paket International')
    expect(mail.text).toContain(eur('Vorkasse-Skonto (2 %): −4,00 €'))
    expect(mail.text).toContain('MwSt. 19 %')
    expect(mail.text).toMatch(/Bitte überweisen Sie 2\d\d,\d\d\u00a0€/)
    expect(mail.html).toContain('Lieferung 1')
    // Everything a transfer needs, in the text and the HTML part.
    for (const line of [
      'Empfänger: Messebau Nordlicht GmbH',
      'IBAN: DE00 0000 0000 0000 0000 00',
      'BIC: DEMODEXXXXX (Demo-Bank Bielefeld)',
      'Verwendungszweck: 10042',
    ]) {
      expect(mail.text).toContain(line)
      expect(mail.html).toContain(line)
    }
  })

  it('names the buyer’s purchase order number and cost centre, escaped, in both languages (PO-1)', () => {
    const base = data('invoice', false)
    const order = { ...base.order, purchaseOrder: 'PO <4711> & B', costCentre: 'KST 4100' }
    const german = orderConfirmationMail('de', defaultSettings, recipient, { ...base, order })
    expect(german.text).toContain('Ihre Bestellnummer: PO <4711> & B')
    expect(german.text).toContain('Kostenstelle: KST 4100')
    expect(german.html).toContain('Ihre Bestellnummer: PO &lt;4711&gt; &amp; B')
    const english = orderConfirmationMail('en', defaultSettings, recipient, { ...base, order })
    expect(english.text).toContain('Your purchase order number: PO <4711> & B')
    expect(english.text).toContain('Cost centre: KST 4100')
    expect(orderConfirmationMail('de', defaultSettings, recipient, base).text).not.toContain(
      'Ihre Bestellnummer',
    )
  })

  it('shows the order and delivery dates as dd.mm.yyyy (German) and dd/mm/yyyy (English)', () => {
    const de = orderConfirmationMail('de', defaultSettings, recipient, data('invoice', false))
    expect(de.text).toContain('Bestelldatum: 23.11.2026')
    expect(de.text).toContain('Liefertermin: 30.11.2026')
    expect(de.html).toContain('Liefertermin: 30.11.2026')
    const en = orderConfirmationMail('en', defaultSettings, recipient, data('invoice', false))
    expect(en.text).toContain('Order date: 23/11/2026')
    expect(en.text).toContain('Delivery date: 30/11/2026')
    for (const mail of [de, en]) expect(mail.text).not.toContain('2026-11-30')
  })

  it('says once when production starts: the payment method’s one terms text (PAY-3)', () => {
    for (const locale of ['de', 'en'] as const) {
      const terms = {
        prepayment: translate(locale, 'invoice.prepaymentTerms'),
        invoice: translate(locale, 'invoice.payableWithin'),
        card: translate(locale, 'invoice.cardTerms'),
        paypal: translate(locale, 'invoice.paypalTerms'),
      }
      for (const method of ['prepayment', 'invoice', 'card', 'paypal'] as const) {
        const mail = orderConfirmationMail(locale, defaultSettings, recipient, data(method, false))
        expect(mail.text).toContain(terms[method])
        expect(mail.html).toContain(escapeHtml(terms[method]))
        // 'beginnen nun mit der Fertigung' beside 'sobald die Zahlung eingegangen ist' was the
        // contradiction: production is named in the terms only.
        expect(mail.text.match(/Fertigung|production/g) ?? [], `${locale} ${method}`).toHaveLength(
          method === 'invoice' ? 0 : 1,
        )
      }
    }
  })

  it('shows no bank account for other payment methods', () => {
    const mail = orderConfirmationMail('de', defaultSettings, recipient, data('invoice', false))
    expect(mail.text).not.toContain('IBAN')
  })

  it('prints the reverse-charge note instead of VAT, in both languages', () => {
    const de = orderConfirmationMail('de', defaultSettings, recipient, data('invoice', true))
    expect(de.text).toContain('Steuerschuldnerschaft des Leistungsempfängers')
    expect(de.text).toContain('USt-IdNr.: ATU13585627')
    expect(de.text).not.toContain('MwSt. 19 %')
    const en = orderConfirmationMail('en', defaultSettings, recipient, data('invoice', true))
    expect(en.text).toContain('Reverse charge: VAT to be accounted for by the recipient')
    expect(en.text).toContain('Payment method: Invoice')
  })
})

describe('order confirmation mail to a trade-fair booth (FAIR-ADDR-3, FAIR-TGT-3)', () => {
  const booth = {
    fairName: 'Alpen Expo',
    hall: '3',
    booth: 'B12',
    contact: 'Lukas Huber',
    mobile: '+43 664 1234567',
    deliverOn: '2027-01-14',
    deliverFrom: '08:00',
    deliverTo: '12:00',
    forwarderName: 'Tiroler Messelogistik GmbH',
  }
  const atBooth = (): OrderMailData => {
    const base = data('invoice', false)
    return {
      ...base,
      order: { ...base.order, promisedArrivalOn: '2027-01-15' },
      packages: base.packages.map((pkg) => ({ ...pkg, address: { ...address, booth } })),
    }
  }

  it('names the fair, hall, booth, contact and window under the delivery address', () => {
    const de = orderConfirmationMail('de', defaultSettings, recipient, atBooth())
    for (const line of [
      'Messe: Alpen Expo',
      'Über die Messespedition Tiroler Messelogistik GmbH',
      'Halle 3, Stand B12',
      'Vor Ort: Lukas Huber, +43 664 1234567',
      'Anlieferung: Do., 14.01.2027, 08:00–12:00 Uhr',
    ]) {
      expect(de.text).toContain(line)
      expect(de.html).toContain(escapeHtml(line))
    }
    const en = orderConfirmationMail('en', defaultSettings, recipient, atBooth())
    expect(en.text).toContain('Hall 3, booth B12')
    expect(en.text).toContain('Delivery: Thu, 14/01/2027, 08:00–12:00')
  })

  it('says the promised arrival, and nothing of it for an order without one', () => {
    const de = orderConfirmationMail('de', defaultSettings, recipient, atBooth())
    expect(de.text).toContain('Zugesagte Ankunft: Fr., 15.01.2027')
    const en = orderConfirmationMail('en', defaultSettings, recipient, atBooth())
    expect(en.text).toContain('Promised arrival: Fri, 15/01/2027')
    const plain = orderConfirmationMail('de', defaultSettings, recipient, data('invoice', false))
    expect(plain.text).not.toContain('Zugesagte Ankunft')
    expect(plain.text).not.toContain('Halle')
  })
})
