// FAIR-TGT (decision 0052): the product page's fair planner, the line in the cart and checkout.
export const fairTargetEn = {
  fairTarget: {
    panelTitle: 'Order for a trade fair',
    panelLead:
      'Choose your fair or the day the goods must be there – we count backwards to when you must order and approve the print data.',
    fairLabel: 'Trade fair',
    fairHint: 'Type a name or a city',
    or: 'or',
    dateLabel: 'Delivery date',
    countryLabel: 'Destination country',
    submit: 'Work out the dates',
    fairNotFound:
      'No upcoming fair matches “{{query}}”. Please choose one from the list or enter a date.',
    targetFair:
      '{{fair}}, {{city}}: the goods must be there by {{day}} (last day goods are accepted).',
    targetDate: 'The goods must be in {{country}} by {{day}}.',
    tableCaption: 'Production times for this date',
    duration: 'Production time',
    orderBy: 'Order by',
    approveBy: 'Approve print data by',
    arrives: 'Arrival',
    state: 'In time',
    fits: 'fits',
    tooLate: 'too late',
    recommended: 'recommended – the cheapest that fits',
    chosen: 'The cheapest production time that fits is chosen in the calculator.',
    noneFits:
      'No production time makes this date any more. Call us on {{phone}}: with express shipping or a delivery on a fixed date we can often still find a way.',
    clear: 'Plan without a date',
    cartLine: 'Order by {{orderBy}} – approve print data by {{approveBy}} – arrival {{arrives}}',
    atFair: 'at {{fair}}',
    inHall: 'in hall {{hall}}',
    inCountry: 'in {{country}}',
    cartHeading: 'Your date: {{target}}',
    cartTargetDay: 'goods there by {{day}}',
    cartTooLate:
      'Not every item makes this date any more. Choose a faster production time for the marked ones or call us: {{phone}}.',
    lineTooLate: 'No longer makes the date',
    lineFits: 'Makes the date',
    cartProblem: 'We can no longer plan for your date: {{problem}}',
    removeTarget: 'Remove the date',
    targetRemoved: 'The date was removed.',
    changeTarget: 'Change the date',
  },
}

export type FairTargetMessages = typeof fairTargetEn
