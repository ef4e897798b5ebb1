import type { Localized } from '#core/i18n/locale.ts'

export interface ShopSettings {
  /** SHOP-8: the site title. */
  shopName: string
  companyName: string
  phone: string
  email: string
  /**
   * The seller's VAT id as the imprint publishes it, printed on invoices; '' when the shop has
   * none (the invoice then leaves it out).
   */
  vatId: string
  /** SHOP-5: Mon to Fri, 08:30 to 17:00. */
  openingHours: Localized
  street: string
  postcode: string
  city: string
  /** VAT percent (TOT-13: from settings, default 19). */
  tax: number
  /** Working days added to every production time. */
  productionDelay: number
  /** DLV-3: the federal state whose public holidays delivery dates skip. */
  holidayState: string
  /** DLV-2: orders at or after this hour (Europe/Berlin) start production the next working day. */
  orderCutoffHour: number
  /**
   * TOT-4: shipments to the free-shipping countries ship free when their goods after the coupon
   * exceed this, in cents (decision 0029; the specification's 500 EUR net by default).
   */
  freeShippingAboveCents: number
  /**
   * Country codes whose shipments ship free above `freeShippingAboveCents` (the shop advertises
   * 'innerhalb Deutschlands ab 500 EUR Nettowarenwert'; decision 0006).
   */
  freeShippingCountries: string[]
  /** The account prepayment customers transfer to (PAY-2, 'prepaid'). */
  bankName: string
  iban: string
  bic: string
}

export const defaultSettings: ShopSettings = {
  shopName: 'Nordlicht Displays',
  companyName: 'Messebau Nordlicht GmbH',
  phone: '+49 521 987654-0',
  email: 'info@messebau-nordlicht.example',
  // The (fictional) number of the imprint page, server/db/seed/data/pages.ts.
  vatId: 'DE999999999',
  openingHours: { de: 'Mo–Fr 08:30–17:00 Uhr', en: 'Mon–Fri 08:30–17:00' },
  street: 'Industriestraße 12',
  postcode: '33602',
  city: 'Bielefeld',
  tax: 19,
  productionDelay: 0,
  // The first start's values come from HOLIDAY_STATE and ORDER_CUTOFF_HOUR (server/services.ts).
  holidayState: 'NW',
  orderCutoffHour: 14,
  freeShippingAboveCents: 50_000,
  freeShippingCountries: ['DE'],
  bankName: 'Demo-Bank Bielefeld',
  iban: 'DE00 0000 0000 0000 0000 00',
  bic: 'DEMODEXXXXX',
}

/** The account prepayment customers transfer to, as the pages and the mail show it. */
export interface BankAccount {
  recipient: string
  bankName: string
  iban: string
  bic: string
}

export function bankAccountOf(settings: ShopSettings): BankAccount {
  return {
    recipient: settings.companyName,
    bankName: settings.bankName,
    iban: settings.iban,
    bic: settings.bic,
  }
}
