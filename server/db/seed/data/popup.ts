import type { Localized } from './types.ts'

/** The demo site popup (CONSENT-6): shown once per visitor until closed. */
export const demoPopup: { title: Localized; content: Localized; isActive: boolean } = {
  title: {
    de: 'Neu: LED-Leuchtrahmen im 24h-Express',
    en: 'New: LED light frames with 24-hour express',
  },
  content: {
    de: '<p>Unsere <strong>LED-Leuchtrahmen</strong> gibt es jetzt auch mit 24h-Produktion – bestellt bis 14 Uhr, am nächsten Werktag versandfertig.</p><p>Fragen? Rufen Sie uns an: <a href="tel:+495219876540">+49 521 987654-0</a></p>',
    en: '<p>Our <strong>LED light frames</strong> are now also available with 24-hour production – ordered by 2 pm, ready to ship the next working day.</p><p>Questions? Call us: <a href="tel:+495219876540">+49 521 987654-0</a></p>',
  },
  isActive: true,
}
