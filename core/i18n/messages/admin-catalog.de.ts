import type { adminCatalogEn } from './admin-catalog.en.ts'

// Die Katalogseite des Backoffice (CONT-4): Preisdatei, Probelauf und Import.
export const adminCatalogDe: typeof adminCatalogEn = {
  adminCatalog: {
    nav: 'Preise',
    title: 'Preise und Bestand',
    lead: 'Exportieren Sie alle Kombinationen aller Produkte als CSV-Datei, ändern Sie Preise, Aufpreise, Bestand und „Aktiv“ in Excel und laden Sie die Datei wieder hoch. Ein Probelauf zeigt zuerst jede Änderung; gespeichert wird erst beim Import.',
    exportTitle: '1. Exportieren',
    exportAll: 'Alle Produkte',
    category: 'Kategorie',
    export: 'CSV-Datei herunterladen',
    exportHint:
      'Semikolons, Dezimalkomma, UTF-8 (Excel öffnet sie direkt). Zurückgelesen werden nur Preis, Aufpreis, Artikelnummer, Bestand und Aktiv; die übrigen Spalten dienen der Orientierung.',
    uploadTitle: '2. Hochladen und prüfen',
    file: 'CSV-Datei',
    fileHint: 'Höchstens 2 MB und 20.000 Zeilen.',
    check: 'Prüfen (Probelauf)',
    resultTitle: '3. Probelauf',
    totals: '{{changed}} geändert, {{unchanged}} unverändert, {{errors}} mit Fehlern',
    nothingSaved: 'Noch ist nichts gespeichert.',
    blocked:
      'Korrigieren Sie die fehlerhaften Zeilen und laden Sie die Datei erneut hoch: Eine Datei mit Fehlern kann nicht importiert werden.',
    nothingToImport: 'Die Datei ändert nichts.',
    import_one: '{{count}} Änderung importieren',
    import_other: '{{count}} Änderungen importieren',
    imported_one:
      '{{count}} Kombination wurde geändert. Der Shop zeigt die neuen Preise ab sofort.',
    imported_other:
      '{{count}} Kombinationen wurden geändert. Der Shop zeigt die neuen Preise ab sofort.',
    line: 'Zeile',
    product: 'Produkt',
    combination: 'Kombination',
    status: 'Ergebnis',
    details: 'Änderungen / Gründe',
    unchanged: 'unverändert',
    changed: 'geändert',
    error: 'Fehler',
    field: {
      priceCents: 'Preis',
      additionalPriceCents: 'Aufpreis',
      stock: 'Bestand',
      isActive: 'Aktiv',
      sku: 'Artikelnummer',
    },
    yes: 'ja',
    no: 'nein',
    onlyChanges:
      'Die Tabelle zeigt Zeilen mit Änderungen oder Fehlern; unveränderte Zeilen werden nur gezählt.',
    problems: {
      columns: 'Die Zeile hat {{found}} Spalten, die Überschrift {{expected}}.',
      combinationId: 'Die Kombinations-ID fehlt oder ist keine ganze Zahl.',
      unknownCombination: 'Eine Kombination {{combinationId}} gibt es nicht.',
      otherProduct:
        'Kombination {{combinationId}} gehört zu Produkt {{productId}}, nicht zum Produkt dieser Zeile.',
      duplicate: 'Diese Kombination steht schon in Zeile {{firstLine}}.',
      price: 'Der Preis ist kein Euro-Betrag (z. B. 129,00) oder ist negativ.',
      additionalPrice: 'Der Aufpreis ist kein Euro-Betrag (z. B. 5,00) oder ist negativ.',
      stock: 'Der Bestand ist keine ganze Zahl ab 0.',
      active: '„Aktiv“ muss „ja“ oder „nein“ sein.',
      sku: 'Die Artikelnummer darf Buchstaben, Ziffern und . _ / - enthalten (höchstens 64, am Anfang ein Buchstabe oder eine Ziffer).',
      skuTaken: 'Die Artikelnummer {{sku}} hat schon Kombination {{combinationId}}.',
    },
    fileProblems: {
      empty: 'Bitte wählen Sie eine CSV-Datei.',
      tooLarge: 'Die Datei ist größer als {{max}} MB. Teilen Sie sie nach Kategorien auf.',
      tooManyRows: 'Die Datei hat mehr als {{max}} Zeilen. Teilen Sie sie nach Kategorien auf.',
      notCsv:
        'Das ist keine CSV-Datei mit Semikolons. Speichern Sie sie in Excel als „CSV UTF-8 (durch Trennzeichen getrennt)“.',
      header:
        'In der Überschrift fehlen die Spalten {{missing}}. Beginnen Sie mit einer exportierten Datei.',
    },
    changedSince:
      'Die Preise haben sich seit Ihrem Probelauf geändert. Bitte prüfen Sie die Datei erneut.',
    new: 'neu',
    productTotals:
      '{{changed}} geändert, {{created}} neu, {{unchanged}} unverändert, {{errors}} mit Fehlern',
    productsChangedSince:
      'Die Produkte wurden seit Ihrem Probelauf geändert. Bitte prüfen Sie die Datei erneut.',
    products: {
      nav: 'Produktdatei',
      title: 'Produktdatei',
      lead: 'Exportieren Sie alle Produkte mit Titeln, Adressen, Texten, Hauptkategorie und Status als CSV-Datei, ändern oder ergänzen Sie Produkte in Excel und laden Sie die Datei wieder hoch. Eine Zeile ohne Produkt-ID legt ein neues Produkt an (offline, bis es Kombinationen hat). Ein Probelauf zeigt zuerst jede Änderung; gespeichert wird erst beim Import.',
      exportHint:
        'Semikolons, UTF-8 (Excel öffnet sie direkt). Die Spalte „Hauptkategorie“ dient der Orientierung; gelesen wird „Hauptkategorie-ID“. Ein leerer Slug wird aus dem Titel gebildet.',
      imported:
        'Geändert: {{changed}}, neu angelegt: {{created}}. Der Shop zeigt die Änderungen ab sofort.',
      id: 'Produkt-ID',
      toPrices: 'Preise und Bestand der Kombinationen: Preisdatei',
      toProducts: 'Titel, Texte und neue Produkte: Produktdatei',
    },
    productField: {
      type: 'Typ',
      titleDe: 'Titel (deutsch)',
      titleEn: 'Titel (englisch)',
      slugDe: 'Slug (deutsch)',
      slugEn: 'Slug (englisch)',
      featureDescDe: 'Kurztext (deutsch)',
      featureDescEn: 'Kurztext (englisch)',
      seoTitleDe: 'SEO-Titel (deutsch)',
      seoTitleEn: 'SEO-Titel (englisch)',
      metaDescriptionDe: 'Meta-Beschreibung (deutsch)',
      metaDescriptionEn: 'Meta-Beschreibung (englisch)',
      keywords: 'Suchwörter',
      defaultMenuId: 'Hauptkategorie',
      isActive: 'Online',
    },
    productProblems: {
      columns: 'Die Zeile hat {{found}} Spalten, die Überschrift {{expected}}.',
      productId: 'Die Produkt-ID ist keine ganze Zahl (für ein neues Produkt leer lassen).',
      unknownProduct: 'Es gibt kein Produkt {{productId}}.',
      duplicate: 'Dieses Produkt steht schon in Zeile {{firstLine}}.',
      type: 'Der Typ muss 1 (Optionen) oder 2 (Konfigurator) sein.',
      required: '{{field}} fehlt.',
      tooLong: '{{field}} ist länger als {{max}} Zeichen.',
      control: '{{field}} enthält einen Zeilenumbruch oder ein Steuerzeichen.',
      slugInvalid:
        '{{field}} darf nur a–z, 0–9 und einzelne Bindestriche enthalten (höchstens 80).',
      slugTaken: '{{field}} „{{slug}}“ hat schon ein anderes Produkt.',
      category: 'Die Hauptkategorie-ID fehlt oder ist keine Unterkategorie.',
      online: '„Online“ muss „ja“ oder „nein“ sein.',
      newOnline:
        'Ein neues Produkt beginnt offline: Legen Sie im Editor seine Kombinationen an und veröffentlichen Sie es dann.',
      notPublishable:
        'Das Produkt kann noch nicht online gehen: Es braucht eine aktive Kombination mit Preis und eine Produktionszeit.',
    },
  },
}
