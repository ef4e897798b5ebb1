import type { CompanyMessages } from './company.en.ts'

// CO (Entscheidung 0059): Firmenkonten, Einladungen, Rollen, Limits und Freigaben.
export const companyDe: CompanyMessages = {
  company: {
    nav: 'Firma',
    title: 'Firmenkonto',
    lead: 'Die Kolleginnen und Kollegen von {{company}} bestellen gemeinsam: Admins pflegen Mitglieder und Limits, Freigebende geben Bestellungen über dem Limit frei.',
    addressShared: 'Von {{name}} in der Firma geteilt',
    members: 'Mitglieder',
    name: 'Name',
    email: 'E-Mail',
    role: 'Rolle',
    orderLimit: 'Limit je Bestellung (netto, €)',
    monthlyLimit: 'Limit je Monat (netto, €)',
    noLimit: 'kein Limit',
    you: '(Sie)',
    roles: { admin: 'Admin', approver: 'Freigebend', buyer: 'Einkauf' },
    roleHints: {
      admin: 'Mitglieder, Adressen, Limits und Freigaben',
      approver: 'sieht alle Bestellungen und gibt sie frei',
      buyer: 'bestellt im Rahmen der Limits',
    },
    save: 'Speichern',
    remove: '{{name}} entfernen',
    removeConfirm: '{{name}} aus der Firma entfernen? Die Bestellungen bleiben bei der Firma.',
    invite: 'Kollegin oder Kollegen einladen',
    inviteLead: 'Wir senden einen Einladungslink, 7 Tage gültig und einmal verwendbar.',
    inviteSubmit: 'Einladung senden',
    invitations: 'Offene Einladungen',
    invitedUntil: 'gültig bis {{date}}',
    noInvitations: 'Keine offenen Einladungen.',
    invited: 'Die Einladung an {{email}} ist unterwegs.',
    memberSaved: 'Die Änderungen für {{name}} sind gespeichert.',
    memberRemoved: '{{name}} ist kein Mitglied der Firma mehr.',
    approvals: 'Bestellungen, die auf Freigabe warten',
    noApprovals: 'Keine Bestellung wartet auf Freigabe.',
    approvalOf: 'Bestellung #{{number}} von {{name}} über {{total}} netto',
    approvalReason: {
      order_limit: 'über dem Limit je Bestellung ({{limit}})',
      monthly_limit: 'über dem Monatslimit ({{limit}})',
    },
    approve: 'Bestellung #{{number}} freigeben',
    reject: 'Bestellung #{{number}} ablehnen',
    rejectMessage: 'Nachricht an den Einkauf (Grund)',
    approved: 'Bestellung #{{number}} ist freigegeben.',
    rejected: 'Bestellung #{{number}} ist abgelehnt; der Einkauf ist informiert.',
    approvalTitle: 'Freigabe der Firma',
    approvalStatus: {
      pending: 'Wartet auf Freigabe',
      approved: 'Freigegeben',
      rejected: 'Abgelehnt',
    },
    pendingNotice:
      'Ihre Bestellung #{{number}} liegt über Ihrem Limit und wartet auf die Freigabe in Ihrer Firma. Sie erhalten eine E-Mail, sobald entschieden ist.',
    acceptTitle: 'Einladung zu {{company}}',
    acceptLead: '{{inviter}} lädt Sie ein, als {{role}} für {{company}} zu bestellen.',
    acceptSubmit: '{{company}} beitreten',
    acceptLogin:
      'Bitte melden Sie sich mit {{email}} an oder legen Sie ein Konto an, um beizutreten.',
    acceptLoginLink: 'Anmelden',
    acceptRegisterLink: 'Konto anlegen',
    joined: 'Willkommen bei {{company}}. Sie bestellen jetzt für die Firma.',
    settings: 'Einstellungen',
    purchaseOrderRequired: 'Bei jeder Bestellung eine Bestellnummer verlangen',
    settingsSaved: 'Die Einstellungen der Firma sind gespeichert.',
    errors: {
      switch: 'Bitte wählen Sie ja oder nein.',
      role: 'Bitte wählen Sie eine Rolle.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      limit: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 1500 oder 1.500,00.',
      messageTooLong: 'Die Nachricht darf höchstens 1000 Zeichen lang sein.',
      notAdmin: 'Das darf nur ein Admin der Firma.',
      notApprover: 'Über Bestellungen entscheiden nur Freigebende oder Admins der Firma.',
      memberUnknown: 'Diese Person ist kein Mitglied Ihrer Firma.',
      alreadyMember: 'Diese Person ist bereits Mitglied Ihrer Firma.',
      lastAdmin:
        'Die Firma braucht mindestens einen Admin: Machen Sie zuerst ein anderes Mitglied zum Admin.',
      notYourself: 'Sie können sich nicht selbst aus der Firma entfernen.',
      invitationInvalid: 'Dieser Einladungslink ist nicht gültig.',
      invitationExpired: 'Diese Einladung ist abgelaufen. Bitte fordern Sie eine neue an.',
      invitationUsed: 'Diese Einladung wurde bereits verwendet.',
      invitationOtherEmail:
        'Diese Einladung gilt für {{email}}. Bitte melden Sie sich mit dieser Adresse an.',
      leaveLastAdmin:
        'Sie sind der einzige Admin Ihrer bisherigen Firma mit weiteren Mitgliedern: Machen Sie zuerst ein anderes Mitglied zum Admin.',
      orderUnknown: 'Diese Bestellung wartet nicht auf die Freigabe Ihrer Firma.',
      ownOrder:
        'Ihre eigene Bestellung können Sie nicht freigeben; das muss eine andere freigebende Person tun.',
      rejectMessageRequired:
        'Bitte schreiben Sie dem Einkauf, warum die Bestellung abgelehnt wird.',
      awaitingApproval: 'Bestellung #{{number}} wartet auf die Freigabe Ihrer Firma.',
      rejectedOrder: 'Bestellung #{{number}} wurde von Ihrer Firma abgelehnt.',
    },
    mail: {
      inviteSubject: 'Einladung zu {{company}} bei {{shop}}',
      inviteBody:
        'Guten Tag,\n\n{{inviter}} lädt Sie ein, bei {{shop}} als {{role}} für {{company}} zu bestellen.\n\nEinladung annehmen (gültig bis {{until}}, einmal verwendbar):\n{{url}}\n\nFalls Sie keine Einladung erwartet haben, ignorieren Sie diese E-Mail.\n\n{{shop}}',
      approvalSubject: 'Bestellung #{{number}} wartet auf Ihre Freigabe',
      approvalBody:
        'Guten Tag {{name}},\n\n{{buyer}} hat die Bestellung #{{number}} über {{total}} netto aufgegeben, {{reason}}. Sie wartet auf Ihre Freigabe; vorher wird nichts bezahlt, berechnet oder produziert.\n\nHier freigeben oder ablehnen:\n{{url}}\n\n{{shop}}',
      approvedSubject: 'Ihre Bestellung #{{number}} ist freigegeben',
      approvedBodyPay:
        'Guten Tag {{name}},\n\n{{approver}} hat Ihre Bestellung #{{number}} freigegeben. Bitte bezahlen Sie sie jetzt:\n{{url}}\n\n{{shop}}',
      approvedBodyInvoice:
        'Guten Tag {{name}},\n\n{{approver}} hat Ihre Bestellung #{{number}} freigegeben. Die Rechnung liegt bei; wir beginnen, sobald Ihre Druckdaten freigegeben sind.\n{{url}}\n\n{{shop}}',
      rejectedSubject: 'Ihre Bestellung #{{number}} wurde abgelehnt',
      rejectedBody:
        'Guten Tag {{name}},\n\n{{approver}} hat Ihre Bestellung #{{number}} abgelehnt:\n\n{{message}}\n\nDie Bestellung ist storniert; es wurde nichts berechnet.\n{{url}}\n\n{{shop}}',
    },
  },
}
