import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#core/i18n/locale.ts'
import { getI18n, translate } from '#core/i18n/translate.ts'
import type { PrintCheckView } from '#core/orders/order-views.ts'
import { PrintCheck } from './PrintCheck.tsx'

// STORE-3: a file missing from the file store is the shop's problem. The customer reads that
// staff check it by hand; the back office's order says what is wrong and where to look.

function render(node: React.ReactNode, locale: Locale = 'de') {
  return renderToString(<I18nextProvider i18n={getI18n(locale)}>{node}</I18nextProvider>)
}

const missing: PrintCheckView = {
  state: 'done',
  level: 'by-hand',
  findings: [
    { rule: 'file', level: 'warning', text: translate('de', 'preflight.checkFailed.missing') },
  ],
  failure: 'missing',
  hasPreview: false,
  checkedAt: '2026-11-27T08:00:00.000Z',
}

describe('a print file missing from the store', () => {
  it('tells staff on the order, and the customer nothing to do', () => {
    const staff = render(<PrintCheck check={missing} fileName="a.pdf" previewHref="#" staff />)
    expect(staff).toContain(translate('de', 'orders.staffFileMissing'))
    const customer = render(<PrintCheck check={missing} fileName="a.pdf" previewHref="#" />)
    expect(customer).not.toContain(translate('de', 'orders.staffFileMissing'))
    expect(customer).toContain('Sie müssen nichts tun')
    expect(customer).not.toContain('erneut hoch')
  })
})
