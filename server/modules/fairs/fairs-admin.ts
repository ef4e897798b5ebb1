import { and, eq, ne } from 'drizzle-orm'
import { shopDayOf } from '#core/dates/dates.ts'
import { type FairInput, fairInputSchema } from '#core/fairs/fair-form.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AppError } from '#core/errors/errors.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { fairs } from '#server/db/schema/index.ts'
import { countryExists } from '#server/modules/countries/country-reads.ts'
import { uniqueViolation } from '#server/modules/customers/secrets.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import { type FairRow, fairMatches } from './fair-reads.ts'

// FAIR-3 (decision 0051): staff of the content role (and the owner) keep the trade fairs in
// the back office: create, change, deactivate and activate again, each audited. A fair is never
// deleted: orders for it (FAIR-PLAN) keep pointing at it, so it is switched off instead.

export type FairState = 'upcoming' | 'running' | 'past' | 'inactive'

/** A fair as the back office shows and edits it: every field as the form holds it. */
export interface FairAdminView {
  id: number
  key: string
  nameDe: string
  nameEn: string
  city: string
  venueName: string
  venueStreet: string
  venuePostcode: string
  venueCity: string
  venueCountryId: number
  opensOn: string
  closesOn: string
  buildUpFrom: string
  buildUpTo: string
  buildUpHoursFrom: string
  buildUpHoursTo: string
  acceptanceAt: 'venue' | 'forwarder'
  acceptanceFrom: string
  acceptanceTo: string
  acceptanceHoursFrom: string
  acceptanceHoursTo: string
  forwarderName: string
  forwarderAddress: string
  forwarderContact: string
  website: string
  isActive: boolean
  state: FairState
}

/** The back office lists at most this many fairs at once (the search narrows them). */
export const FAIRS_ADMIN_LIMIT = 500

export function fairState(row: Pick<FairRow, 'isActive' | 'opensOn' | 'closesOn'>, today: string) {
  if (!row.isActive) return 'inactive'
  if (row.closesOn < today) return 'past'
  return row.opensOn <= today ? 'running' : 'upcoming'
}

export function fairAdminView(row: FairRow, today: string): FairAdminView {
  return {
    id: row.id,
    key: row.key,
    nameDe: row.name.de,
    nameEn: row.name.en,
    city: row.city,
    venueName: row.venueName,
    venueStreet: row.venueStreet,
    venuePostcode: row.venuePostcode,
    venueCity: row.venueCity,
    venueCountryId: row.venueCountryId,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    buildUpFrom: row.buildUpFrom,
    buildUpTo: row.buildUpTo,
    buildUpHoursFrom: row.buildUpHoursFrom,
    buildUpHoursTo: row.buildUpHoursTo,
    acceptanceAt: row.acceptanceAt,
    acceptanceFrom: row.acceptanceFrom,
    acceptanceTo: row.acceptanceTo,
    acceptanceHoursFrom: row.acceptanceHoursFrom,
    acceptanceHoursTo: row.acceptanceHoursTo,
    forwarderName: row.forwarderName ?? '',
    forwarderAddress: row.forwarderAddress ?? '',
    forwarderContact: row.forwarderContact ?? '',
    website: row.website ?? '',
    isActive: row.isActive,
    state: fairState(row, today),
  }
}

/** The columns of a checked fair. */
export function fairColumns(input: FairInput) {
  return {
    key: input.key,
    name: { de: input.nameDe, en: input.nameEn },
    city: input.city,
    venueName: input.venueName,
    venueStreet: input.venueStreet,
    venuePostcode: input.venuePostcode,
    venueCity: input.venueCity,
    venueCountryId: input.venueCountryId,
    opensOn: input.opensOn,
    closesOn: input.closesOn,
    buildUpFrom: input.buildUpFrom,
    buildUpTo: input.buildUpTo,
    buildUpHoursFrom: input.buildUpHoursFrom,
    buildUpHoursTo: input.buildUpHoursTo,
    acceptanceAt: input.acceptanceAt as 'venue' | 'forwarder',
    acceptanceFrom: input.acceptanceFrom,
    acceptanceTo: input.acceptanceTo,
    acceptanceHoursFrom: input.acceptanceHoursFrom,
    acceptanceHoursTo: input.acceptanceHoursTo,
    forwarderName: input.forwarderName,
    forwarderAddress: input.forwarderAddress,
    forwarderContact: input.forwarderContact,
    website: input.website,
    isActive: input.isActive,
  }
}

/** What the audit log keeps of a fair: its columns without the timestamps. */
export function auditedFair(row: FairRow) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...kept } = row
  return kept
}

/** FAIR-3: only the content role and the owner keep the fairs. */
export function assertFairEditor(actor: StaffMember, locale: Locale) {
  if (!can(actor, 'content.edit')) {
    throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
  }
}

export function createFairsAdmin(deps: { db: Db; audit: StaffService['audit']; now?: () => Date }) {
  const { db } = deps
  const today = () => shopDayOf((deps.now ?? (() => new Date()))())

  /** The form's fields checked, the country known, the code free; else field messages. */
  async function checked(tx: Tx, input: Record<string, unknown>, locale: Locale, id?: number) {
    const parsed = fairInputSchema.safeParse(input)
    if (!parsed.success) {
      throw new AppError(
        'invalid',
        translate(locale, 'validation.fixErrors'),
        issueMessages(parsed.error, locale),
      )
    }
    const fair = parsed.data
    if (!(await countryExists(tx, fair.venueCountryId))) {
      const message = translate(locale, 'adminFairs.countryUnknown')
      throw new AppError('invalid', message, { venueCountryId: [message] })
    }
    const [taken] = await tx
      .select({ id: fairs.id })
      .from(fairs)
      .where(and(eq(fairs.key, fair.key), id === undefined ? undefined : ne(fairs.id, id)))
    if (taken) throw keyTaken(locale)
    return fair
  }
  const keyTaken = (locale: Locale) => {
    const message = translate(locale, 'adminFairs.keyTaken')
    return new AppError('conflict', message, { key: [message] })
  }
  /** A code taken by a concurrent save between the check and the write is the same answer. */
  const orKeyTaken = (locale: Locale) => (error: unknown) => {
    if (uniqueViolation(error) === 'fairs_key_uq') throw keyTaken(locale)
    throw error
  }

  return {
    /** FAIR-3: the fairs matching `query`, those not over first (soonest first), then the past. */
    async list(query = ''): Promise<FairAdminView[]> {
      const day = today()
      const rows = await db.select().from(fairs).where(fairMatches(query)).limit(FAIRS_ADMIN_LIMIT)
      const over = (row: FairRow) => row.closesOn < day
      return rows
        .toSorted(
          (a, b) =>
            Number(over(a)) - Number(over(b)) ||
            (over(a) ? b.opensOn.localeCompare(a.opensOn) : a.opensOn.localeCompare(b.opensOn)) ||
            a.id - b.id,
        )
        .map((row) => fairAdminView(row, day))
    },

    async get(id: number, locale: Locale): Promise<FairAdminView> {
      const [row] = await db.select().from(fairs).where(eq(fairs.id, id))
      if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      return fairAdminView(row, today())
    },

    async create(actor: StaffMember, input: Record<string, unknown>, locale: Locale) {
      assertFairEditor(actor, locale)
      const row = await db
        .transaction(async (tx) => {
          const fair = await checked(tx, input, locale)
          const [created] = await tx.insert(fairs).values(fairColumns(fair)).returning()
          await deps.audit(tx, {
            staffId: actor.id,
            action: 'fair.create',
            objectType: 'fair',
            objectId: created!.id,
            after: auditedFair(created!),
          })
          return created!
        })
        .catch(orKeyTaken(locale))
      return fairAdminView(row, today())
    },

    async update(actor: StaffMember, id: number, input: Record<string, unknown>, locale: Locale) {
      assertFairEditor(actor, locale)
      const row = await db
        .transaction(async (tx) => {
          const [before] = await tx.select().from(fairs).where(eq(fairs.id, id)).for('update')
          if (!before) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
          const fair = await checked(tx, input, locale, id)
          const [after] = await tx
            .update(fairs)
            .set({ ...fairColumns(fair), updatedAt: new Date() })
            .where(eq(fairs.id, id))
            .returning()
          await deps.audit(tx, {
            staffId: actor.id,
            action: 'fair.update',
            objectType: 'fair',
            objectId: id,
            before: auditedFair(before),
            after: auditedFair(after!),
          })
          return after!
        })
        .catch(orKeyTaken(locale))
      return fairAdminView(row, today())
    },

    /** FAIR-3: switched off, the site no longer lists the fair; on again, it does. */
    async setActive(actor: StaffMember, id: number, isActive: boolean, locale: Locale) {
      assertFairEditor(actor, locale)
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(fairs).where(eq(fairs.id, id)).for('update')
        if (!before) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        if (before.isActive === isActive) return
        await tx.update(fairs).set({ isActive, updatedAt: new Date() }).where(eq(fairs.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: isActive ? 'fair.enable' : 'fair.disable',
          objectType: 'fair',
          objectId: id,
          before: { isActive: before.isActive },
          after: { isActive },
        })
      })
    },
  }
}

export type FairsAdmin = ReturnType<typeof createFairsAdmin>
