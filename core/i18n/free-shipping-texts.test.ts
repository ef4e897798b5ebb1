import { describe, expect, it } from 'vitest'
import { formatEuroAmount } from '../money/money.ts'
import type { Locale } from './locale.ts'
import { type MessageKey, translate } from './translate.ts'

// TOT-4, STAFF-11: the texts that name the free-shipping threshold take it as a value. With the
// default (500 EUR) they read word for word as the specification writes them.

const texts = (locale: Locale, cents: number) => {
  const threshold = formatEuroAmount(cents, locale)
  const keys: MessageKey[] = [
    'sellingPoints.delivery',
    'sellingPoints.deliveryText',
    'cart.deliveryInfoText',
    'cart.freeDelivery',
    'cart.freeDeliveryMissing',
    'offer.deliveryText',
    'checkoutScreens.freeShippingNote',
  ]
  return keys.map((key) => translate(locale, key, { threshold, amount: '12,34 €' }))
}

describe('the texts naming the free-shipping threshold', () => {
  it('read as the specification writes them with the default 500 EUR', () => {
    expect(texts('de', 50_000)).toEqual([
      'Kostenlose Lieferung ab 500 EUR',
      'Innerhalb Deutschlands liefern wir ab 500 EUR Nettowarenwert versandkostenfrei.',
      'Lieferung innerhalb Deutschlands per Paketdienst oder Spedition. Ab 500 EUR netto liefern wir versandkostenfrei. Die Produktionszeit beginnt mit der Freigabe Ihrer Druckdaten.',
      'Ihre Bestellung wird versandkostenfrei geliefert (ab 500 EUR netto).',
      'Nur noch 12,34 € bis zur versandkostenfreien Lieferung (ab 500 EUR netto).',
      'Lieferung innerhalb Deutschlands ab 500 EUR netto versandkostenfrei, sonst zzgl. Versand. Die Produktionszeit beginnt mit der Freigabe Ihrer Druckdaten; Liefertermine ohne Wochenenden und Feiertage.',
      'Kostenlose Lieferung innerhalb Deutschlands ab 500 EUR Nettowarenwert je Sendung: Bei mehreren Lieferadressen zählt jede Sendung für sich.',
    ])
    expect(texts('en', 50_000)).toEqual([
      'Free delivery above 500 EUR',
      'Within Germany we deliver free of charge from an order value of 500 EUR net.',
      'Delivery within Germany by parcel service or freight forwarder. Orders above 500 EUR net are delivered free of charge. The production time starts with the approval of your print data.',
      'Your order qualifies for free delivery (above 500 EUR net).',
      'Only 12,34 € more for free delivery (above 500 EUR net).',
      'Delivery within Germany free of charge above 500 EUR net, otherwise plus shipping. The production time starts with the approval of your print data; delivery dates exclude weekends and public holidays.',
      'Free delivery within Germany from 500 EUR net goods value per shipment: with several delivery addresses, each shipment counts on its own.',
    ])
  })

  it('name another threshold, with cents in the language’s decimal mark', () => {
    for (const text of texts('de', 30_000)) expect(text).toContain('300 EUR')
    for (const text of texts('de', 50_050)) expect(text).toContain('500,50 EUR')
    for (const text of texts('en', 50_050)) expect(text).toContain('500.50 EUR')
    for (const text of [...texts('de', 30_000), ...texts('en', 50_050)]) {
      expect(text).not.toContain('{{')
      expect(text).not.toContain('500 EUR')
    }
  })
})
