// Texts of the newsletter: footer form, answers, confirmation pages and mails.
export const newsletterEn = {
  newsletter: {
    emailLabel: 'E-mail address for the newsletter',
    consentNote:
      'We send you a link to confirm. You can unsubscribe at any time with the link in every newsletter.',
    sending: 'Sending …',
    invalidEmail: 'Please enter a valid e-mail address.',
    confirmationSent:
      'Almost done: please confirm your subscription with the link in the e-mail we have just sent you.',
    alreadyActive: 'This e-mail address is already subscribed to our newsletter.',
    confirmedTitle: 'Subscription confirmed',
    confirmedText: 'Thank you! From now on you will receive our newsletter at {{email}}.',
    invalidLinkTitle: 'This link is no longer valid',
    invalidLinkText:
      'The confirmation link has expired or was already used. Simply subscribe again in the footer of any page.',
    unsubscribedTitle: 'Unsubscribed',
    unsubscribedText: 'You will no longer receive our newsletter at {{email}}.',
    unsubscribed: 'You have unsubscribed from the newsletter.',
    backToShop: 'Back to the shop',
    mailConfirmSubject: 'Please confirm your newsletter subscription – {{shopName}}',
    mailConfirmText:
      'You (or someone else) asked to receive the {{shopName}} newsletter at this address. Please confirm with the button below; without the confirmation you will not receive anything. The link is valid for 48 hours.',
    mailConfirmCta: 'Confirm subscription',
    mailGreeting: 'Hello,',
    mailUnsubscribe: 'Unsubscribe from the newsletter',
    status: {
      none: 'You are not subscribed to the newsletter.',
      pending:
        'Your subscription is waiting for confirmation: please click the link in the e-mail we sent you.',
      active: 'You are subscribed to the newsletter at {{email}}.',
      unsubscribed: 'You have unsubscribed from the newsletter.',
    },
    subscribe: 'Subscribe to the newsletter',
    unsubscribe: 'Unsubscribe',
  },
}
