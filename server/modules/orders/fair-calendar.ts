import ical, { ICalAlarmType } from 'ical-generator'
import { formatDate, parseIsoDate } from '#core/dates/dates.ts'
import { addDays } from '#core/fairs/fair-days.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { TargetView } from '#core/orders/fair-targets.ts'

// FAIR-MINE-4 (decision 0055): the deadlines of the customer's fair targets as an iCalendar
// file (RFC 5545, written by ical-generator). Moments are written in UTC, so no VTIMEZONE is
// needed and every calendar shows them in its own zone; days are all-day dates.

const DAY_SECONDS = 24 * 3600

/** An all-day event's start and (exclusive) end for the days `from` to `to`, both included. */
function days(from: string, to: string = from) {
  return { start: parseIsoDate(from), end: parseIsoDate(addDays(to, 1)), allDay: true }
}

function targetLabel(target: TargetView, locale: Locale): string {
  if (target.kind === 'fair') return target.fair.name
  const day = formatDate(target.lastDay, locale, { weekday: true })
  return target.countryName
    ? translate(locale, 'myFairs.dateTargetIn', { day, country: target.countryName })
    : translate(locale, 'myFairs.dateTarget', { day })
}

export function fairCalendar(
  targets: TargetView[],
  { locale, host, now }: { locale: Locale; host: string; now: Date },
): string {
  const t = (key: string, options?: Record<string, string | number>) =>
    translate(locale, `myFairs.calendar.${key}` as 'myFairs.calendar.name', options)
  const calendar = ical({
    name: targets.length === 1 ? targetLabel(targets[0]!, locale) : t('name'),
    prodId: { company: host, product: 'my-fairs', language: locale.toUpperCase() },
  })
  for (const target of targets) {
    const label = targetLabel(target, locale)
    const fair = target.kind === 'fair' ? target.fair : undefined
    const location = fair ? `${fair.venueName}, ${fair.venueAddress}` : undefined
    for (const order of target.orders) {
      if (order.state.kind === 'cancelled') continue
      // Only a deadline still to be met (or just missed) is the customer's to act on.
      const approval = order.state.kind === 'approval-due' || order.state.kind === 'approval-missed'
      if (approval && order.latestApprovalAt) {
        const summary = t('approval', { number: order.number, target: label })
        calendar.createEvent({
          id: `order-${order.id}-approval@${host}`,
          stamp: now,
          start: new Date(order.latestApprovalAt),
          summary,
          description: t('approvalText'),
          alarms: [
            { type: ICalAlarmType.display, triggerBefore: DAY_SECONDS, description: summary },
          ],
        })
      }
      if (order.promisedArrivalOn) {
        calendar.createEvent({
          id: `order-${order.id}-arrival@${host}`,
          stamp: now,
          ...days(order.promisedArrivalOn),
          summary: t('arrival', { number: order.number, target: label }),
          description: t('arrivalText'),
          ...(location ? { location } : {}),
        })
      }
    }
    if (fair) {
      calendar.createEvent({
        id: `fair-${fair.id}-build-up@${host}`,
        stamp: now,
        ...days(fair.buildUpFrom, fair.buildUpTo),
        summary: t('buildUp', {
          fair: fair.name,
          from: fair.buildUpHoursFrom,
          to: fair.buildUpHoursTo,
        }),
        location,
      })
      calendar.createEvent({
        id: `fair-${fair.id}-open@${host}`,
        stamp: now,
        ...days(fair.opensOn, fair.closesOn),
        summary: t('fair', { fair: fair.name, city: fair.city }),
        location,
      })
    } else if (target.targetOn) {
      calendar.createEvent({
        id: `${target.key}-target@${host}`,
        stamp: now,
        ...days(target.targetOn),
        summary: t('targetDay', { target: label }),
      })
    }
  }
  return calendar.toString()
}
