import { and, asc, eq, isNotNull, or } from 'drizzle-orm'
import { shopDayOf } from '#core/dates/dates.ts'
import { AppError } from '#core/errors/errors.ts'
import { type Locale, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  type ArrangedTargets,
  arrangeTargets,
  dateTargetKey,
  deadlineState,
  fairTargetKey,
  type TargetKey,
  type TargetView,
} from '#core/orders/fair-targets.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { countryView } from '#server/modules/countries/country-reads.ts'
import { type FairFacts, fairsByIds } from '#server/modules/fairs/fair-reads.ts'
import { fairCalendar } from './fair-calendar.ts'

// FAIR-MINE-1..FAIR-MINE-5 (decision 0055): the customer's fairs and date targets with their
// orders, for the profile's "My fairs" and its calendar files. The orders module owns the
// orders; the fairs and the countries are read through their owners' read functions.

export interface MyFairsOptions {
  db: Db
  /** The clock (tests walk it across a deadline). */
  now?: (() => Date) | undefined
  /** The shop's address: the calendar events' ids end in its host name. */
  publicUrl: string
}

type TargetOrderRow = Awaited<ReturnType<typeof targetOrderRows>>[number]

/** The customer's orders placed for a fair or a date (FAIR-TGT-3), oldest first. */
function targetOrderRows(db: Db, customerId: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      workState: orders.workState,
      fairId: orders.fairId,
      targetOn: orders.targetOn,
      targetCountryId: orders.targetCountryId,
      countryName: countryView.name,
      latestApprovalAt: orders.latestApprovalAt,
      proofApprovedAt: orders.proofApprovedAt,
      promisedArrivalOn: orders.promisedArrivalOn,
    })
    .from(orders)
    .leftJoin(countryView, eq(countryView.id, orders.targetCountryId))
    .where(
      and(
        eq(orders.customerId, customerId),
        or(isNotNull(orders.fairId), isNotNull(orders.targetOn)),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
}

function fairView(fair: FairFacts, locale: Locale) {
  return {
    id: fair.id,
    code: fair.key,
    name: pick(fair.name, locale),
    city: fair.city,
    venueName: fair.venueName,
    venueAddress: `${fair.venueStreet}, ${fair.venuePostcode} ${fair.venueCity}`,
    opensOn: fair.opensOn,
    closesOn: fair.closesOn,
    buildUpFrom: fair.buildUpFrom,
    buildUpTo: fair.buildUpTo,
    buildUpHoursFrom: fair.buildUpHoursFrom,
    buildUpHoursTo: fair.buildUpHoursTo,
  }
}

/** FAIR-MINE-1: the rows grouped by their fair, else by their day and country. */
function groupTargets(
  rows: TargetOrderRow[],
  fairs: Map<number, FairFacts>,
  locale: Locale,
  now: Date,
): TargetView[] {
  const targets = new Map<TargetKey, TargetView>()
  for (const row of rows) {
    const fair = row.fairId === null ? undefined : fairs.get(row.fairId)
    const targetOn = row.targetOn
    if (!fair && targetOn === null) continue
    const key = fair ? fairTargetKey(fair.id) : dateTargetKey(targetOn!, row.targetCountryId)
    let target = targets.get(key)
    if (!target) {
      target = fair
        ? {
            key,
            kind: 'fair',
            fair: fairView(fair, locale),
            lastDay: fair.closesOn,
            targetOn,
            orders: [],
          }
        : {
            key,
            kind: 'date',
            countryName: row.countryName ? pick(row.countryName, locale) : null,
            lastDay: targetOn!,
            targetOn,
            orders: [],
          }
      targets.set(key, target)
    }
    if (targetOn !== null && (target.targetOn === null || targetOn < target.targetOn)) {
      target.targetOn = targetOn
    }
    target.orders.push({
      id: row.id,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      workState: row.workState,
      latestApprovalAt: row.latestApprovalAt?.toISOString() ?? null,
      promisedArrivalOn: row.promisedArrivalOn,
      state: deadlineState(row, now),
    })
  }
  return [...targets.values()]
}

export function createMyFairs({ db, now = () => new Date(), publicUrl }: MyFairsOptions) {
  const host = new URL(publicUrl).hostname

  /** FAIR-MINE-1, FAIR-MINE-2: only this customer's orders; upcoming targets first. */
  async function targets(customerId: number, locale: Locale): Promise<ArrangedTargets> {
    const rows = await targetOrderRows(db, customerId)
    const fairIds = [...new Set(rows.flatMap((row) => (row.fairId === null ? [] : [row.fairId])))]
    const fairs = new Map((await fairsByIds(db, fairIds)).map((fair) => [fair.id, fair]))
    const at = now()
    return arrangeTargets(groupTargets(rows, fairs, locale, at), shopDayOf(at))
  }

  return {
    targets,

    /**
     * FAIR-MINE-4, FAIR-MINE-5: the calendar of one target of the customer (or of all of them,
     * `key` null) with its file name; a target without an order of this customer is not found.
     */
    async calendar(
      customerId: number,
      key: TargetKey | null,
      locale: Locale,
    ): Promise<{ fileName: string; content: string }> {
      const { upcoming, past } = await targets(customerId, locale)
      const all = [...upcoming, ...past]
      const chosen = key === null ? all : all.filter((target) => target.key === key)
      if (key !== null && chosen.length === 0) {
        throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      }
      const [one] = chosen
      const fileName =
        key === null
          ? translate(locale, 'myFairs.calendar.allFile')
          : one!.kind === 'fair'
            ? `${one!.fair.code}.ics`
            : translate(locale, 'myFairs.calendar.dateFile', { day: one!.lastDay })
      return {
        fileName,
        content: fairCalendar(chosen, { locale, host, now: now() }),
      }
    },
  }
}

export type MyFairs = ReturnType<typeof createMyFairs>
