import type { richTextEn } from './rich-text.en.ts'

export const richTextDe: typeof richTextEn = {
  richText: {
    toolbar: 'Formatierung: {{label}}',
    bold: 'Fett',
    italic: 'Kursiv',
    underline: 'Unterstrichen',
    heading2: 'H2 Überschrift',
    heading3: 'H3 Zwischenüberschrift',
    bulletList: 'Aufzählung',
    orderedList: '1. Nummerierte Liste',
    quote: 'Zitat',
    link: 'Link',
    linkPrompt: 'Adresse des Links (https://…, mailto:…, tel:…)',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    source: 'HTML zeigen',
    loading: 'Der Editor wird geladen …',
    table: 'Tabelle',
    tableMenu: 'Tabelle: einfügen oder ändern',
    insertTable: 'Tabelle einfügen (3 × 3 mit Kopfzeile)',
    toggleHeaderRow: 'Erste Zeile als Kopfzeile an/aus',
    toggleHeaderColumn: 'Erste Spalte als Kopfspalte an/aus',
    addRowAfter: 'Zeile darunter einfügen',
    deleteRow: 'Zeile löschen',
    addColumnAfter: 'Spalte rechts einfügen',
    deleteColumn: 'Spalte löschen',
    deleteTable: 'Tabelle löschen',
    placeholder: 'Einstellung',
    placeholderMenu: 'Platzhalter für eine Einstellung einfügen',
    placeholderHint:
      'Platzhalter wie {{example}} zeigen überall, wo der Text gelesen wird, die aktuelle Einstellung.',
    placeholders: {
      free_shipping_threshold: 'Versandkostenfrei ab (Betrag)',
      order_cutoff: 'Bestellschluss (Uhrzeit)',
      phone: 'Telefon',
      email: 'E-Mail',
      opening_hours: 'Öffnungszeiten',
    },
    cannotShow:
      'Der Editor kann diesen Text nicht vollständig darstellen (bei „{{near}}“) und würde beim Speichern einen Teil davon verlieren. Er zeigt den Text nur an und lässt ihn unverändert: Bearbeiten Sie ihn unter „HTML zeigen“.',
    cannotShowNoText:
      'Der Editor kann diesen Text nicht vollständig darstellen und würde beim Speichern einen Teil davon verlieren. Er zeigt den Text nur an und lässt ihn unverändert: Bearbeiten Sie ihn unter „HTML zeigen“.',
    editorLoss:
      'Diesen Teil des HTML kann der Editor nicht darstellen und würde ihn beim nächsten Bearbeiten verlieren (bei „{{near}}“): Bitte vereinfachen Sie ihn.',
    editorLossNoText:
      'Einen Teil dieses HTML kann der Editor nicht darstellen und würde ihn beim nächsten Bearbeiten verlieren: Bitte vereinfachen Sie ihn.',
    unknownPlaceholder: 'Unbekannter Platzhalter {{written}}. Bekannt sind: {{known}}.',
  },
}
