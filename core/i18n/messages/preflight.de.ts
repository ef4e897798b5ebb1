import type { preflightEn } from './preflight.en.ts'

// Texte der Druckdatenprüfung (PRE-1..PRE-7): jedes Ergebnis sagt, was es bedeutet und was zu tun ist.
export const preflightDe: typeof preflightEn = {
  preflight: {
    levels: {
      pass: 'In Ordnung',
      warning: 'Bitte prüfen',
      error: 'Muss korrigiert werden',
      'by-hand': 'Prüfung von Hand',
    },
    byHand: 'EPS-Dateien prüfen wir von Hand und melden uns innerhalb eines Werktags.',
    byHandNoLine:
      'Diese Datei gehört zu keiner einzelnen Position der Bestellung; unsere Mitarbeiter prüfen sie von Hand für die Position, zu der sie gehört.',
    byHandNoFormat:
      'Für dieses Produkt ist kein Druckformat hinterlegt; unsere Mitarbeiter prüfen die Datei von Hand.',
    checkFailed: {
      timeout:
        'Die automatische Prüfung hat für diese Datei zu lange gedauert. Unsere Mitarbeiter prüfen sie von Hand und melden sich innerhalb eines Werktags.',
      memory:
        'Die Datei ist zu groß für die automatische Prüfung. Unsere Mitarbeiter prüfen sie von Hand und melden sich innerhalb eines Werktags.',
      crashed:
        'Die automatische Prüfung konnte für diese Datei nicht abgeschlossen werden. Unsere Mitarbeiter prüfen sie von Hand und melden sich innerhalb eines Werktags.',
      missing:
        'Die automatische Prüfung konnte diese Datei nicht lesen. Unsere Mitarbeiter prüfen sie von Hand und melden sich innerhalb eines Werktags; Sie müssen nichts tun.',
    },
    states: {
      queued: 'Wartet auf die Prüfung …',
      running: 'Wird geprüft …',
    },
    unreadable: {
      encrypted:
        'Das PDF ist mit einem Passwort geschützt. Bitte exportieren Sie es ohne Passwort und Sicherheitseinstellungen erneut.',
      damaged:
        'Die Datei ist beschädigt oder unvollständig und kann nicht gelesen werden. Bitte exportieren Sie sie erneut und laden Sie die neue Datei hoch.',
      'no-pages': 'Das PDF hat keine Seiten. Bitte exportieren Sie Ihr Layout erneut.',
      'not-a-print-file':
        'Das ist keine Druckdatei, die wir lesen können. Bitte laden Sie eine PDF-, JPG-, PNG- oder TIFF-Datei hoch.',
    },
    tooManyPixels:
      'Das Bild ist mit {{width}} × {{height}} Pixeln ({{megapixels}} Megapixel) zu groß: Wir prüfen und drucken Bilder bis {{max}} Megapixel. Bitte verkleinern Sie es (ein 2 × 5 m großes Banner braucht bei 100 ppi etwa 150 Megapixel) und laden Sie es erneut hoch.',
    repaired:
      'Das PDF ist beschädigt (vielleicht beim Speichern oder Hochladen abgeschnitten). Bitte exportieren Sie es erneut und laden Sie die neue Datei hoch.',
    pagesOk: 'Seiten: {{count}}, wie das Produkt sie braucht.',
    pagesWrong:
      'Die Datei hat {{count}} Seiten, das Produkt braucht {{expected}}. Bitte legen Sie eine Seite je bedruckter Seite an.',
    sizeOk: 'Format: {{expected}}, wie bestellt.',
    sizeScaled:
      'Das Format ist {{actual}} statt {{expected}}, im richtigen Seitenverhältnis: Wir vergrößern es auf das bestellte Format.',
    sizeWrong:
      'Das Format ist {{actual}}, bestellt ist {{expected}}. Bitte legen Sie das Dokument im bestellten Format an.',
    sizeWrongImage:
      'Das Bild ({{actual}}) hat nicht das Seitenverhältnis des bestellten Formats mit Beschnitt ({{expected}}). Bitte schneiden Sie es zu oder legen Sie es neu an.',
    bleedOk: 'Beschnitt: {{bleed}} mm an jeder Seite.',
    bleedMissing:
      'Die Datei hat keinen Beschnitt. Bitte ziehen Sie den Hintergrund an jeder Seite {{bleed}} mm über das Endformat hinaus, damit nach dem Schneiden kein weißer Rand bleibt.',
    bleedShort:
      'Der Beschnitt ist nur {{actual}} mm breit. Bitte ziehen Sie den Hintergrund an jeder Seite {{bleed}} mm über das Endformat hinaus.',
    resolutionOk: 'Auflösung: mindestens {{ppi}} ppi im Endformat.',
    resolutionNoImages:
      'Auflösung: Die Datei enthält keine Pixelbilder (Vektorgrafik druckt scharf).',
    resolutionLow:
      'Ein Bild hat im Endformat nur {{ppi}} ppi; für einen scharfen Druck sind {{min}} ppi nötig. Bitte verwenden Sie ein Bild mit mehr Pixeln.',
    fontsOk: 'Schriften: alle eingebettet.',
    fontsNotEmbedded:
      'Diese Schriften sind nicht eingebettet: {{fonts}}. Bitte betten Sie beim PDF-Export alle Schriften ein oder wandeln Sie Text in Pfade um.',
    colorsOk: 'Farben: CMYK.',
    colorsRgb:
      'Die Datei enthält RGB-Farben. Wir wandeln sie für den Druck in CMYK um; leuchtende Farben können matter wirken. Für genaue Farben liefern Sie bitte CMYK.',
    colorsSpot:
      'Die Datei enthält Sonderfarben ({{names}}). Wir drucken sie in CMYK, sofern Sie keinen Sonderfarbendruck bestellt haben.',
    zonesOk: 'Text: nichts in verdeckten Bereichen, alles innerhalb des Sicherheitsabstands.',
    textInZone:
      'Text im {{zone}} ({{where}}) wird nicht sichtbar sein ({{side}}). Bitte rücken Sie ihn aus diesem Bereich heraus; Hintergründe dürfen hineinlaufen.',
    textOnLine:
      'Text über einer Linie „{{zone}}“ ({{where}}) wird geteilt ({{side}}). Bitte setzen Sie ihn neben die Linie.',
    textOutsideSafety:
      'Text liegt näher am Rand als der Sicherheitsabstand von {{where}} ({{side}}) und kann beim Schneiden angeschnitten werden. Bitte rücken Sie ihn nach innen.',
    template: {
      noPrintData: 'Dieses Produkt wird nicht bedruckt; es gibt keine Druckvorlage.',
      title: 'Druckvorlage',
      layer: 'Hilfslinien – nicht drucken',
      product: 'Produkt',
      trim: 'Endformat',
      bleed: 'Beschnitt',
      bleedValue: '{{bleed}} mm an jeder Seite – Hintergrund bis zur roten Linie',
      resolution: 'Auflösung',
      resolutionValue: 'mindestens {{ppi}} ppi im Endformat',
      side: 'Seite',
      sideOf: '{{side}} von {{pages}}',
      single: '1 von 1 (einseitig)',
      scale: 'Maßstab',
      scaleValue:
        'Seite in PDF-Einheiten zu {{unit}}/72 Zoll (UserUnit {{unit}}): alle Maße gelten im Endformat',
      layerNote:
        'Ebene „Hilfslinien – nicht drucken“: druckt nicht. Gestaltung auf eine eigene Ebene legen.',
      hidden: 'nicht sichtbar',
      safetyNote: 'wichtige Inhalte innerhalb dieser Linie',
    },
  },
}
