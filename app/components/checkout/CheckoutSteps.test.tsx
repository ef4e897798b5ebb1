import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { getI18n } from '#core/i18n/translate.ts'
import { CheckoutSteps } from './CheckoutSteps.tsx'

function render(current: number, locale: 'de' | 'en' = 'de') {
  return renderToString(
    <I18nextProvider i18n={getI18n(locale)}>
      <CheckoutSteps current={current} />
    </I18nextProvider>,
  )
}

describe('CheckoutSteps', () => {
  it('marks exactly the current step', () => {
    const html = render(3)
    expect(html.match(/aria-current="step"/g)).toHaveLength(1)
    expect(html).toContain('Schritt 3 von 5: Versand')
  })

  it('names the five steps in English on /en', () => {
    const html = render(1, 'en')
    for (const title of ['Shopping cart', 'Registration', 'Shipping', 'Payment', 'Confirmation']) {
      expect(html).toContain(title)
    }
  })
})
