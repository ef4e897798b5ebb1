// FAIR-DUE-5, FAIR-DUE-6 (decision 0054): the buyer's mails about the approval deadline.
export const deadlineWatchEn = {
  deadlineWatch: {
    threeDaysSubject: 'Order {{number}}: your print data is needed by {{moment}}',
    oneDaySubject: 'Order {{number}}: last day to approve your print data ({{moment}})',
    missingText:
      'For your order {{number}} to arrive by {{target}}, we need your print data approved by {{moment}}. We have not received your print data yet – please upload it in your account.',
    unapprovedText:
      'For your order {{number}} to arrive by {{target}}, we need your print data approved by {{moment}}. Your print data is not approved yet – please check and approve the proof, or upload corrected files, in your account.',
    missedSubject: 'Order {{number}}: the approval deadline has passed',
    missedText:
      'The print data for your order {{number}} was not approved by {{moment}}. With its production time it can no longer arrive by {{target}}: approved today, it arrives on {{arrival}}.',
    missedTextNoArrival:
      'The print data for your order {{number}} was not approved by {{moment}}. With its production time it can no longer arrive by {{target}}.',
    offerIntro: 'To arrive by {{target}} after all, we can offer you:',
    offerDuration: '{{product}}: the production time “{{duration}}” – arrives on {{arrival}}',
    offerMethod: 'Delivery by “{{method}}” on a fixed date – arrives on {{arrival}}',
    offerReply:
      'Reply to this mail or call us on {{phone}} and we will change your order; then approve your print data as soon as you can.',
    offerNone:
      'No faster production time or shipping method still arrives by {{target}}. Please reply to this mail or call us on {{phone}}: we will gladly look for a way with you.',
    cta: 'Open your order',
  },
}
