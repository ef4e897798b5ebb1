// FAIR-DUE-3, FAIR-DUE-4, FAIR-DUE-7 (decision 0054): the approval deadlines in the back office.
export const adminDeadlinesEn = {
  adminDeadlines: {
    column: 'Approve by',
    risk: {
      at_risk: 'At risk',
      missed: 'Missed',
    },
    filter: 'Approval deadline',
    filterAny: 'Any',
    filters: {
      risk: 'At risk or missed',
      at_risk: 'At risk',
      missed: 'Missed',
    },
    none: '–',
    noDeadline: 'No deadline',
    dashboard: 'Approval deadlines at risk',
    dashboardMissed: 'of which {{count}} missed',
    orderTitle: 'Deadlines',
    target: 'Goods needed by',
    targetFair: '{{fair}} ({{date}})',
    targetDay: '{{date}}, {{country}}',
    latestApproval: 'Approve by',
    promisedArrival: 'Promised arrival',
    reminders: 'Deadline mails sent',
    reminderSent: '{{kind}}: {{date}}',
    reminderKinds: {
      three_days: '3 working days before',
      one_day: '1 working day before',
      missed: 'deadline missed',
      staff: 'staff notified',
    },
    staffSubject_one: '{{count}} order at risk of missing its approval deadline',
    staffSubject_other: '{{count}} orders at risk of missing their approval deadline',
    staffText:
      'These orders have no approved print data, and their latest approval moment is within two working days or already past:',
    staffLine: '#{{number}} {{company}} – approve by {{moment}} ({{risk}})',
    staffCta: 'Open the orders at risk',
  },
}
