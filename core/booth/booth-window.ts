import type { MessageKey } from '../i18n/translate.ts'

// FAIR-ADDR-2 (decision 0053): the rules of a booth address that need its fair: the delivery
// day inside the goods-acceptance window, the time window inside its hours, a forwarder only
// where the fair names one. Pure; the address book's service asks them with the fair it read.

/** What of a fair the booth address needs. */
export interface FairAcceptance {
  acceptanceAt: 'venue' | 'forwarder'
  acceptanceFrom: string
  acceptanceTo: string
  acceptanceHoursFrom: string
  acceptanceHoursTo: string
  buildUpTo: string
  forwarderName: string | null
}

export interface BoothIssue {
  field: 'deliver_on' | 'deliver_from' | 'deliver_to' | 'via_forwarder'
  message: MessageKey
  params?: Record<string, string>
}

/**
 * The day a booth address delivers on when the buyer names none: the fair's last acceptance
 * day, but not after its last build-up day while acceptance allows an earlier one (decision
 * 0052: goods are of no use at a booth after the fair has opened).
 */
export function defaultDeliveryDay(fair: FairAcceptance): string {
  if (fair.acceptanceTo <= fair.buildUpTo) return fair.acceptanceTo
  return fair.buildUpTo >= fair.acceptanceFrom ? fair.buildUpTo : fair.acceptanceTo
}

/** FAIR-ADDR-2: what is wrong with the booth's day, window and forwarder for this fair. */
export function boothWindowIssues(
  booth: {
    deliverOn: string
    deliverFrom: string | null
    deliverTo: string | null
    viaForwarder: boolean
  },
  fair: FairAcceptance,
  formatDay: (day: string) => string,
): BoothIssue[] {
  const issues: BoothIssue[] = []
  if (booth.deliverOn < fair.acceptanceFrom || booth.deliverOn > fair.acceptanceTo) {
    issues.push({
      field: 'deliver_on',
      message: 'boothAddress.errors.dayOutside',
      params: { from: formatDay(fair.acceptanceFrom), to: formatDay(fair.acceptanceTo) },
    })
  }
  const hours = { from: fair.acceptanceHoursFrom, to: fair.acceptanceHoursTo }
  if (booth.deliverFrom && booth.deliverFrom < fair.acceptanceHoursFrom) {
    issues.push({
      field: 'deliver_from',
      message: 'boothAddress.errors.windowOutside',
      params: hours,
    })
  }
  if (booth.deliverTo && booth.deliverTo > fair.acceptanceHoursTo) {
    issues.push({
      field: 'deliver_to',
      message: 'boothAddress.errors.windowOutside',
      params: hours,
    })
  }
  if (booth.viaForwarder && !fair.forwarderName) {
    issues.push({ field: 'via_forwarder', message: 'boothAddress.errors.noForwarder' })
  }
  return issues
}
