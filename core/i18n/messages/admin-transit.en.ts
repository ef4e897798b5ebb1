// FAIR-PLAN-1: the shipping settings' transit times per post method.
export const adminTransitEn = {
  adminTransit: {
    transitDays: 'Transit (working days)',
    transitHint:
      'Working days at the destination from hand-over to the carrier to arrival; 0: the same day.',
    transitInvalid: 'Please enter the transit time as a whole number of working days from 0 to 60.',
    dateDefinite: 'Delivers on a fixed day',
    dateDefiniteHint: 'A date-definite method (express, maybe at a surcharge).',
    summary_one: '{{count}} working day in transit',
    summary_other: '{{count}} working days in transit',
    summaryDefinite: 'fixed day',
  },
}
