import { type BoothFair, forwarderPlace } from '#core/booth/booth.ts'
import { boothWindowIssues, defaultDeliveryDay } from '#core/booth/booth-window.ts'
import type { AddressBooth } from '#core/customers/address-view.ts'
import { formatDate, shopDayOf } from '#core/dates/dates.ts'
import { AppError } from '#core/errors/errors.ts'
import { type Locale, pick } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import type { AddressInput } from '#core/validation/customer.ts'
import type { Db } from '#server/db/client.ts'
import type { addresses } from '#server/db/schema/index.ts'
import { type FairFacts, fairById, upcomingFairs } from '#server/modules/fairs/fair-reads.ts'

// FAIR-ADDR-1, FAIR-ADDR-2 (decision 0053): the booth part of the address book. The fairs
// module owns the fairs (decision 0040): they are read through its read functions.

type AddressRow = typeof addresses.$inferSelect

function boothFairOf(fair: FairFacts, locale: Locale): BoothFair {
  const place = forwarderPlace(fair.forwarderAddress)
  return {
    id: fair.id,
    name: pick(fair.name, locale),
    city: fair.city,
    opensOn: fair.opensOn,
    venue: {
      address: fair.venueStreet,
      postcode: fair.venuePostcode,
      city: fair.venueCity,
      countryId: fair.venueCountryId,
    },
    forwarder: fair.forwarderName && place ? { ...place, name: fair.forwarderName } : null,
    goesToForwarder: fair.acceptanceAt === 'forwarder',
    acceptanceFrom: fair.acceptanceFrom,
    acceptanceTo: fair.acceptanceTo,
    acceptanceHoursFrom: fair.acceptanceHoursFrom,
    acceptanceHoursTo: fair.acceptanceHoursTo,
    defaultDay: defaultDeliveryDay(fair),
  }
}

export function createBoothAddresses(db: Db, now: () => Date) {
  const fail = (locale: Locale, fields: Record<string, string[]>) =>
    new AppError('invalid', translate(locale, 'validation.fixErrors'), fields)

  return {
    /** FAIR-ADDR-2: the fairs the address form offers: active and not yet over, soonest first. */
    async fairs(locale: Locale): Promise<BoothFair[]> {
      const rows = await upcomingFairs(db, { query: '', today: shopDayOf(now()), limit: 100 })
      return rows.map((fair) => boothFairOf(fair, locale))
    },

    /**
     * FAIR-ADDR-2 without JavaScript: a form that names a fair and leaves street, postcode and
     * city empty, or asks for it (`fill_from_fair`), gets the venue's (or, via the forwarder,
     * the forwarder's) address and country. Works on the raw values, before the schema.
     */
    async fillFromFair(values: Record<string, unknown>, locale: Locale) {
      const fairId = Number(values.fair_id)
      if (!Number.isInteger(fairId) || fairId <= 0) return values
      const asked = values.fill_from_fair === true
      const empty = ['address', 'postcode', 'city'].every(
        (name) => String(values[name] ?? '').trim() === '',
      )
      if (!asked && !empty) return values
      const fair = await fairById(db, fairId)
      if (!fair) return values
      const offered = boothFairOf(fair, locale)
      const place =
        values.via_forwarder === true && offered.forwarder ? offered.forwarder : offered.venue
      return {
        ...values,
        address: place.address,
        postcode: place.postcode,
        city: place.city,
        country_id: offered.venue.countryId,
      }
    },

    /**
     * FAIR-ADDR-2: the booth columns of an entry, checked against its fair (known, active, not
     * over; the day inside the acceptance window, the window inside its hours); all null for an
     * ordinary address. `keepFairId`: the fair the entry has now, which may be over already.
     */
    async columns(input: AddressInput, locale: Locale, keepFairId: number | null = null) {
      if (input.fair_id === undefined) {
        return {
          fairId: null,
          hall: null,
          booth: null,
          onsiteContact: null,
          onsiteMobile: null,
          deliverOn: null,
          deliverFrom: null,
          deliverTo: null,
          viaForwarder: false,
        }
      }
      const t = (key: MessageKey, values?: Record<string, unknown>) =>
        translate(locale, key, values)
      const fair = await fairById(db, input.fair_id)
      if (!fair || (!fair.isActive && fair.id !== keepFairId)) {
        throw fail(locale, { fair_id: [t('boothAddress.errors.fairUnknown')] })
      }
      if (fair.closesOn < shopDayOf(now()) && fair.id !== keepFairId) {
        throw fail(locale, { fair_id: [t('boothAddress.errors.fairOver')] })
      }
      const booth = {
        deliverOn: input.deliver_on || defaultDeliveryDay(fair),
        deliverFrom: input.deliver_from || null,
        deliverTo: input.deliver_to || null,
        viaForwarder: input.via_forwarder,
      }
      const issues = boothWindowIssues(booth, fair, (day) => formatDate(day, locale))
      if (issues.length > 0) {
        const fields: Record<string, string[]> = {}
        for (const issue of issues)
          (fields[issue.field] ??= []).push(t(issue.message, issue.params))
        throw fail(locale, fields)
      }
      return {
        fairId: fair.id,
        hall: input.hall,
        booth: input.booth,
        onsiteContact: input.onsite_contact,
        onsiteMobile: input.onsite_mobile,
        ...booth,
      }
    },

    /** The booths of some address rows, by address id (their fairs read once each). */
    async views(rows: AddressRow[], locale: Locale): Promise<Map<number, AddressBooth>> {
      const ids = [...new Set(rows.flatMap((row) => (row.fairId === null ? [] : [row.fairId])))]
      const found = await Promise.all(ids.map((id) => fairById(db, id)))
      const byId = new Map(found.flatMap((fair) => (fair ? [[fair.id, fair] as const] : [])))
      const views = new Map<number, AddressBooth>()
      for (const row of rows) {
        const fair = row.fairId === null ? undefined : byId.get(row.fairId)
        if (!fair || !row.hall || !row.booth) continue
        views.set(row.id, {
          fairId: fair.id,
          fairName: pick(fair.name, locale),
          hall: row.hall,
          booth: row.booth,
          contact: row.onsiteContact ?? '',
          mobile: row.onsiteMobile ?? '',
          deliverOn: row.deliverOn,
          deliverFrom: row.deliverFrom,
          deliverTo: row.deliverTo,
          viaForwarder: row.viaForwarder,
          forwarderName: row.viaForwarder ? fair.forwarderName : null,
        })
      }
      return views
    },
  }
}

export type BoothAddresses = ReturnType<typeof createBoothAddresses>
