import type { adminContentEn } from './admin-content.en.ts'

export const adminContentDe: typeof adminContentEn = {
  adminContent: {
    nav: 'Weiterleitungen',
    redirects: {
      title: 'Weiterleitungen',
      lead: 'Alte Adressen, die auf eine Seite des Shops oder eine andere Website führen. Eine Weiterleitung führt immer direkt zum Ziel: keine Ketten, keine Schleifen. Änderungen gelten sofort.',
      from: 'Von (Pfad im Shop)',
      fromHint: 'z. B. /rollups',
      to: 'Nach (Pfad oder https-Adresse)',
      toHint: 'z. B. /roll-up-displays oder https://…',
      hits: 'Aufgerufen',
      lastHit: 'Zuletzt',
      never: 'nie',
      add: 'Weiterleitung anlegen',
      addTitle: 'Neue Weiterleitung',
      save: 'Speichern',
      edit: 'Bearbeiten',
      cancel: 'Abbrechen',
      remove: 'Löschen',
      removeLabel: 'Weiterleitung von {{from}} löschen',
      editLabel: 'Weiterleitung von {{from}} bearbeiten',
      none: 'Noch keine Weiterleitungen.',
      count_one: '{{count}} Weiterleitung',
      count_other: '{{count}} Weiterleitungen',
      created: 'Die Weiterleitung von {{from}} ist aktiv.',
      updated: 'Die Weiterleitung von {{from}} wurde geändert.',
      removed: 'Die Weiterleitung wurde gelöscht.',
      fromInvalid: 'Bitte geben Sie einen Pfad im Shop ein, beginnend mit /, ohne ? oder #.',
      fromReserved: 'Dieser Pfad gehört zum Shop selbst und kann nicht weitergeleitet werden.',
      toInvalid:
        'Bitte geben Sie einen Pfad im Shop (beginnend mit /) oder eine https://-Adresse ein.',
      same: 'Eine Weiterleitung kann nicht auf ihren eigenen Pfad führen.',
      fromTaken: 'Von diesem Pfad gibt es schon eine Weiterleitung (nach {{to}}).',
      loop: 'Das ergäbe eine Schleife mit der Weiterleitung von {{from}} nach {{to}}.',
      chainTo:
        'Das Ziel wird selbst weitergeleitet (nach {{to}}): Bitte geben Sie dieses Ziel direkt ein.',
      chainFrom:
        'Die Weiterleitung von {{from}} führt auf diesen Pfad: Ändern Sie bitte jene oder leiten Sie von einem anderen Pfad weiter.',
    },
  },
}
