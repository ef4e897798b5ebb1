import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { cartTotals } from '#core/cart/cart.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { getI18n } from '#core/i18n/translate.ts'
import { SellingPoints } from '#app/components/content/SellingPoints.tsx'
import { FreeDeliveryNote } from './FreeDeliveryNote.tsx'

// TOT-4, STAFF-11: the cart's note and the selling points name the threshold the server sent.

function render(node: React.ReactNode, locale: Locale = 'de') {
  return renderToString(<I18nextProvider i18n={getI18n(locale)}>{node}</I18nextProvider>)
}

describe('FreeDeliveryNote', () => {
  it('says the cart ships free above the shop’s threshold', () => {
    const totals = cartTotals([{ quantity: 1, totalCents: 35_000 }], 19, 30_000)
    expect(render(<FreeDeliveryNote totals={totals} />)).toContain(
      'Ihre Bestellung wird versandkostenfrei geliefert (ab 300 EUR netto).',
    )
  })

  it('says what is missing, and the threshold with cents in English', () => {
    const totals = cartTotals([{ quantity: 1, totalCents: 35_000 }], 19, 50_050)
    expect(render(<FreeDeliveryNote totals={totals} />, 'en')).toContain(
      'Only 150,50\u00a0€ more for free delivery (above 500.50 EUR net).',
    )
  })
})

describe('SellingPoints', () => {
  it('advertise free delivery with the threshold', () => {
    expect(render(<SellingPoints freeShippingAboveCents={50_000} />)).toContain(
      'Kostenlose Lieferung ab 500 EUR',
    )
    const html = render(<SellingPoints freeShippingAboveCents={25_050} />)
    expect(html).toContain('Kostenlose Lieferung ab 250,50 EUR')
    expect(html).toContain('ab 250,50 EUR Nettowarenwert versandkostenfrei')
  })
})
