// REORD-1..REORD-7 (decision 0057): "order again" in the profile, its notice in the cart and the
// one-step confirmation of print data carried over from an earlier order.
export const reorderEn = {
  reorder: {
    orderAgain: 'Order again',
    orderAgainOrder: 'Order again: order #{{number}}',
    orderAgainLine: 'Order again: “{{title}}”',
    withFiles: 'with the same print data',
    withFilesHint: 'The approved print files of the order go with the lines and are checked again.',
    noItems: 'Choose at least one line of the order.',
    itemNotInOrder: 'This line does not belong to the order.',
    added_one: '{{count}} line was put into the cart.',
    added_other: '{{count}} lines were put into the cart.',
    noneAdded: 'No line of the order could be put into the cart.',
    noticeTitle: 'From order #{{number}}',
    codes: {
      added: '“{{title}}” is in the cart at the same price.',
      price_changed:
        '“{{title}}” is in the cart. The price has changed: {{before}} per piece then, {{now}} today.',
      not_sold: '“{{title}}” is no longer sold in this configuration and was not added.',
      quantity_not_allowed:
        '“{{title}}” could not be added in this quantity (at most 50 pieces per line, or not enough in stock).',
    },
    filesCarried: 'The print data of the order goes with it.',
    filesNotApproved:
      'The print data of “{{title}}” was never approved, so it does not go with the line: please upload it after ordering.',
    carriedFrom: 'Print data from order #{{number}}',
    carriedTitle: 'Print data from your earlier order',
    carriedChecking:
      'Your print data from the earlier order is being checked again against today’s requirements …',
    carriedReady:
      'Your print data from the earlier order passed today’s checks. Please look at the previews and confirm it for production.',
    carriedRefused:
      'The check of your earlier print data found something that must be corrected. Please upload new print data.',
    carriedConfirm: 'Confirm print data and proof',
    carriedConfirmed: 'The print data is confirmed and goes into production.',
    carriedNotReady: 'The carried print data cannot be confirmed (yet).',
    mailCarried: 'The print data of these lines comes from order #{{number}}: {{titles}}.',
  },
}

export type ReorderMessages = typeof reorderEn
