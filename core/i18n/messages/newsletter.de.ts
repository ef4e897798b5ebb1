import type { newsletterEn } from './newsletter.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export const newsletterDe: Shape<typeof newsletterEn> = {
  newsletter: {
    emailLabel: 'E-Mail-Adresse für den Newsletter',
    consentNote:
      'Wir senden Ihnen einen Link zur Bestätigung. Abmelden können Sie sich jederzeit über den Link in jedem Newsletter.',
    sending: 'Wird gesendet …',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    confirmationSent:
      'Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
    alreadyActive: 'Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet.',
    confirmedTitle: 'Anmeldung bestätigt',
    confirmedText: 'Vielen Dank! Sie erhalten unseren Newsletter ab jetzt an {{email}}.',
    invalidLinkTitle: 'Dieser Link ist nicht mehr gültig',
    invalidLinkText:
      'Der Bestätigungslink ist abgelaufen oder wurde bereits verwendet. Melden Sie sich einfach im Fußbereich einer beliebigen Seite erneut an.',
    unsubscribedTitle: 'Abgemeldet',
    unsubscribedText: 'Sie erhalten unseren Newsletter nicht mehr an {{email}}.',
    unsubscribed: 'Sie haben sich vom Newsletter abgemeldet.',
    backToShop: 'Zurück zum Shop',
    mailConfirmSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung – {{shopName}}',
    mailConfirmText:
      'Sie (oder jemand anderes) haben den Newsletter von {{shopName}} für diese Adresse bestellt. Bitte bestätigen Sie über die Schaltfläche unten; ohne Bestätigung erhalten Sie nichts. Der Link ist 48 Stunden gültig.',
    mailConfirmCta: 'Anmeldung bestätigen',
    mailGreeting: 'Guten Tag,',
    mailUnsubscribe: 'Vom Newsletter abmelden',
    status: {
      none: 'Sie sind nicht für den Newsletter angemeldet.',
      pending:
        'Ihre Anmeldung wartet auf Bestätigung: Bitte klicken Sie auf den Link in der E-Mail, die wir Ihnen geschickt haben.',
      active: 'Sie sind mit {{email}} für den Newsletter angemeldet.',
      unsubscribed: 'Sie haben sich vom Newsletter abgemeldet.',
    },
    subscribe: 'Newsletter abonnieren',
    unsubscribe: 'Abmelden',
  },
}
