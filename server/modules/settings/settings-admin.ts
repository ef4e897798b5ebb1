import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  compactIban,
  issuesByField,
  parseFreeShippingAbove,
  parsePercent,
  SETTINGS_FIELDS,
  type SettingsForm,
  settingsFormOf,
  shopSettingsFields,
} from '#core/validation/admin-settings.ts'
import type { Db } from '#server/db/client.ts'
import { countryCodes as allCountryCodes } from '#server/modules/countries/country-reads.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { SettingsService } from './settings.service.ts'
import type { ShopSettings } from '#core/settings/shop-settings.ts'
import { can } from '#core/staff/permissions.ts'

// STAFF-11: the owner changes the shop's settings in the back office. Every value typed passes
// its rule; a stored value the owner left as it was is kept even when it would not pass today
// (the demo's placeholder IBAN), so changing the opening hours never asks for the bank first.
// Only the changed keys are written, with their before and after in the audit log (STAFF-6).

type Field = keyof SettingsForm

/** Whether the form sends a field as the page showed it (spaces and case where they mean nothing). */
function untouched(field: Field, typed: unknown, current: ShopSettings, shown: SettingsForm) {
  if (field === 'freeShippingCountries') {
    const list = Array.isArray(typed) ? typed.map(String) : []
    return [...list].sort().join() === [...current.freeShippingCountries].sort().join()
  }
  if (typeof typed !== 'string') return false
  if (field === 'tax') return parsePercent(typed) === current.tax
  if (field === 'freeShippingAbove') {
    return parseFreeShippingAbove(typed) === current.freeShippingAboveCents
  }
  if (field === 'iban' || field === 'bic' || field === 'vatId') {
    return compactIban(typed) === compactIban(shown[field])
  }
  return typed.trim() === shown[field]
}

export function createSettingsAdmin(deps: {
  db: Db
  settings: Pick<SettingsService, 'get' | 'update'>
  audit: StaffService['audit']
}) {
  const { db, settings } = deps

  const countryCodes = (): Promise<string[]> => allCountryCodes(db)

  return {
    countryCodes,

    /**
     * The stored values that would not pass their rule today (the demo's placeholder IBAN and VAT
     * id): the page points them out, the owner fixes them when they like.
     */
    async storedProblems(locale: Locale): Promise<Record<string, string>> {
      const shown = settingsFormOf(await settings.get(), locale)
      const result = shopSettingsFields(await countryCodes()).safeParse(shown)
      if (result.success) return {}
      return Object.fromEntries(
        Object.entries(issuesByField(result.error, locale)).map(([field, list]) => [
          field,
          list[0]!,
        ]),
      )
    },

    /**
     * Validates what was typed and writes the keys that changed, with one audit entry
     * `settings.update` (before and after of those keys), in one transaction. Answers the keys.
     */
    async save(
      actor: StaffMember,
      input: Record<string, unknown>,
      locale: Locale,
    ): Promise<{ changed: (keyof ShopSettings)[] }> {
      if (!can(actor, 'settings.edit')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      const current = await settings.get()
      const shown = settingsFormOf(current, 'en')
      const typed = SETTINGS_FIELDS.filter(
        (field) => !untouched(field, input[field], current, shown),
      )
      const mask = Object.fromEntries(typed.map((field) => [field, true as const])) as Partial<
        Record<Field, true>
      >
      const parsed = shopSettingsFields(await countryCodes())
        .pick(mask)
        .safeParse(input)
      if (!parsed.success) {
        throw new AppError(
          'invalid',
          translate(locale, 'validation.fixErrors'),
          issuesByField(parsed.error, locale),
        )
      }
      const { openingHoursDe, openingHoursEn, freeShippingAbove, ...rest } = parsed.data as Partial<
        Record<Field, unknown>
      >
      const next: Record<string, unknown> = { ...rest }
      // The form types euros; the setting is cents (TOT-4, decision 0029).
      if (freeShippingAbove !== undefined) next.freeShippingAboveCents = freeShippingAbove
      if (openingHoursDe !== undefined || openingHoursEn !== undefined) {
        next.openingHours = {
          de: openingHoursDe ?? current.openingHours.de,
          en: openingHoursEn ?? current.openingHours.en,
        }
      }
      const changed = (Object.keys(next) as (keyof ShopSettings)[]).filter(
        (key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]),
      )
      if (changed.length === 0) return { changed }
      const values = Object.fromEntries(changed.map((key) => [key, next[key]]))
      const before = Object.fromEntries(changed.map((key) => [key, current[key]]))
      await settings.update(values as Partial<ShopSettings>, (tx) =>
        deps.audit(tx, {
          staffId: actor.id,
          action: 'settings.update',
          objectType: 'settings',
          objectId: 'shop',
          before,
          after: values,
        }),
      )
      return { changed }
    },
  }
}

export type SettingsAdmin = ReturnType<typeof createSettingsAdmin>
