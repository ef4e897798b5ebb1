import type { adminPrintZonesEn } from './admin-print-zones.en.ts'

// TPL-1: der Abschnitt „Druck & Zonen“ des Produkteditors — Sicherheitsabstand, verdeckte
// Zonen und Trennlinien des Produkts und jedes Optionswerts mit eigenem Aufbau.
export const adminPrintZonesDe: typeof adminPrintZonesEn = {
  adminPrintZones: {
    title: 'Drucklayout und Zonen',
    lead: 'Was die Hardware mit dem Druck macht: der Abstand wichtiger Inhalte vom Rand, die Streifen, die sie verdeckt (Kassette, Klemmleiste, Saum, Hohlsaum), Ösen und die Linien, die den Druck teilen (Falze, Paneelstöße). Die Druckvorlage zeichnet sie ein, die Druckdatenprüfung warnt vor Text darin.',
    noFormat:
      'Das Produkt hat noch kein Druckformat (Abschnitt Produkt): die Lage von Linien erscheint, sobald es eines hat.',
    product: 'Das Produkt',
    safetyMm: 'Sicherheitsabstand (mm)',
    safetyHint: 'So weit bleiben Text und Logos innerhalb des Endformats; 0 oder leer: keiner.',
    mirrorBack: 'Rückseite gespiegelt (beidseitige Drucke)',
    mirrorHint:
      'Für Drucke, die von beiden Seiten gesehen werden (Fahne): auf der zweiten Seite tauschen links und rechts, ein Hohlsaum links liegt dort rechts.',
    zones: 'Zonen',
    zone: 'Zone {{number}}',
    newZone: 'Zone hinzufügen',
    newZoneHint: 'Art wählen, um eine Zone hinzuzufügen; leer gelassen wird diese Zeile ignoriert.',
    noZones: 'Noch keine Zonen.',
    kind: 'Art',
    kindNone: '— wählen —',
    kinds: {
      band: 'Verdeckter Streifen',
      eyelets: 'Ösen',
      lines: 'Trennlinien',
    },
    edges: 'Kanten',
    edgesHint: 'Für Streifen und Ösen: die Kanten, an denen sie liegen.',
    edge: { top: 'oben', right: 'rechts', bottom: 'unten', left: 'links' },
    field: {
      depthMm: 'Tiefe (mm)',
      spacingMm: 'Ösenabstand höchstens (mm)',
      insetMm: 'Abstand vom Rand (mm)',
      diameterMm: 'Ösendurchmesser (mm)',
      axis: 'Richtung',
      parts: 'Teile',
      gapMm: 'Verlust je Linie (mm)',
      nameDe: 'Name (deutsch)',
      nameEn: 'Name (englisch)',
    },
    axis: {
      vertical: 'senkrechte Linien (nebeneinander)',
      horizontal: 'waagrechte Linien (übereinander)',
    },
    hint: {
      depthMm: 'Nur Streifen: wie weit der Streifen in den Druck reicht, 1–1000 mm.',
      spacingMm: 'Nur Ösen: der größte Abstand zweier Ösen, mindestens 50 mm.',
      insetMm: 'Nur Ösen: vom Endformatrand bis zur Mitte der Öse.',
      diameterMm: 'Nur Ösen: der Durchmesser des Lochs.',
      axis: 'Nur Trennlinien.',
      parts: 'Nur Trennlinien: in wie viele gleiche Teile die Linien den Druck teilen, 2–20.',
      gapMm: 'Nur Trennlinien: wie viel an jeder Linie verloren geht (0: ein Falz).',
      nameDe: 'Wird nach „im“ gelesen, z. B. „Kassettenbereich“ → „Text im Kassettenbereich …“.',
      nameEn: 'Wird nach „in the“ gelesen, z. B. „cassette area“ → „Text in the cassette area …“.',
    },
    remove: 'Diese Zone entfernen',
    where: 'Lage',
    whereUnknown: 'Felder ausfüllen, um die Lage zu sehen',
    values: 'Je Optionswert',
    valuesLead:
      'Ein Optionswert kann das Layout des Produkts als Ganzes ersetzen (z. B. ein breiteres Modell mit mehr Paneelstößen). Sein Druckformat steht im Abschnitt Optionen.',
    noValues: 'Das Produkt hat keine Optionswerte.',
    mode: 'Layout dieses Werts',
    asProduct: 'wie das Produkt',
    own: 'eigenes Layout',
    ownZones_one: 'eigene Zonen: {{count}}',
    ownZones_other: 'eigene Zonen: {{count}}',
    edgeNeeded: 'Mindestens eine Kante ankreuzen.',
    kindNeeded: 'Art dieser Zone wählen.',
    tooMany: 'Höchstens {{max}} Zonen.',
  },
}
