import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#core/i18n/locale.ts'
import { getI18n, type MessageKey, translate } from '#core/i18n/translate.ts'
import type { PrintCheckView } from '#core/orders/order-views.ts'
import type { PrintLayout } from '#core/preflight/print-layout.ts'
import { textInZones } from '#core/preflight/zone-check.ts'
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

// TPL-5: text in two hidden zones is two warnings of one rule, each with its zone in the
// reader's language (as the service lays the zone's names over the values).
describe('warnings about text in hidden zones', () => {
  const layout: PrintLayout = {
    safetyMm: 20,
    mirrorBack: false,
    zones: [
      {
        kind: 'band',
        edges: ['bottom'],
        depthMm: 100,
        name: { de: 'Kassettenbereich', en: 'cassette area' },
      },
      {
        kind: 'band',
        edges: ['top'],
        depthMm: 30,
        name: { de: 'Klemmleistenbereich', en: 'clamp rail area' },
      },
    ],
  }
  const findings = textInZones(
    [
      {
        side: 0,
        text: [
          { x: 100, y: 1950, width: 300, height: 30 },
          { x: 100, y: 10, width: 300, height: 15 },
        ],
      },
    ],
    { width: 850, height: 2000 },
    layout,
  )
  const viewIn = (locale: Locale): PrintCheckView => ({
    state: 'done',
    level: 'warning',
    findings: findings.map((finding) => ({
      rule: finding.rule,
      level: finding.level,
      text: translate(locale, `preflight.${finding.key}` as MessageKey, {
        ...finding.values,
        ...Object.fromEntries(
          Object.entries(finding.localized ?? {}).map(([name, text]) => [name, text[locale]]),
        ),
      }),
    })),
    failure: null,
    hasPreview: false,
    checkedAt: '2026-11-27T08:00:00.000Z',
  })

  it('shows each zone’s warning in German and English', () => {
    expect(findings.map((finding) => finding.key)).toEqual(['textInZone', 'textInZone'])
    const german = render(<PrintCheck check={viewIn('de')} fileName="a.pdf" previewHref="#" />)
    expect(german).toContain('Text im Kassettenbereich (unten 10 cm) wird nicht sichtbar sein')
    expect(german).toContain('Text im Klemmleistenbereich (oben 3 cm)')
    const english = render(
      <PrintCheck check={viewIn('en')} fileName="a.pdf" previewHref="#" />,
      'en',
    )
    expect(english).toContain('Text in the cassette area (bottom 10 cm) will not be visible')
    expect(english).toContain('Text in the clamp rail area (top 3 cm)')
  })
})
