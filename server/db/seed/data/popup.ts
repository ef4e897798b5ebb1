import type { Localized } from './types.ts'

/**
 * The demo site popup (CONSENT-6): shown once per visitor until closed. The cut-off hour and the
 * phone are placeholders for the settings (CONT-9).
 */
export const demoPopup: { title: Localized; content: Localized; isActive: boolean } = {
  title: {
    de: 'Neu: LED-Leuchtrahmen im 24h-Express',
    en: 'New: LED light frames with 24-hour express',
  },
  content: {
    de: '<p>Unsere <strong>LED-Leuchtrahmen</strong> gibt es jetzt auch mit 24h-Produktion – bestellt bis {{order_cutoff}}, am nächsten Werktag versandfertig.</p><p>Fragen? Rufen Sie uns an: <a href="tel:{{phone}}">{{phone}}</a></p>',
    en: '<p>Our <strong>LED light frames</strong> are now also available with 24-hour production – ordered by {{order_cutoff}}, ready to ship the next working day.</p><p>Questions? Call us: <a href="tel:{{phone}}">{{phone}}</a></p>',
  },
  isActive: true,
}
