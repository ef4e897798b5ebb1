import type { ordersEn } from './orders.en.ts'

// Texte der Bestellungen im Profil, der Rechnungs-API und der Druckdaten-Uploads.
export const ordersDe: typeof ordersEn = {
  orders: {
    notFound: 'Diese Bestellung wurde nicht gefunden.',
    fileNotFound: 'Diese Datei wurde nicht gefunden.',
    itemNotInOrder: 'Dieser Artikel gehört nicht zu der Bestellung.',
    readyMarked: 'Vielen Dank! Wir haben vermerkt, dass Ihre Druckdaten bereit sind.',
    fileUploaded: 'Die Datei „{{name}}“ wurde hochgeladen.',
    fileDeleted: 'Die Datei wurde gelöscht.',
    fileMissing: 'Bitte wählen Sie eine Datei aus.',
    oneFileOnly: 'Bitte laden Sie jeweils nur eine Datei hoch.',
    fileTooLarge: 'Die Datei ist zu groß. Es werden Dateien bis {{max}} angenommen.',
    fileKindRejected:
      'Dieser Dateityp wird nicht angenommen. Bitte laden Sie eine PDF-, JPG-, PNG-, TIFF-, EPS- oder AI-Datei hoch.',
    notMultipart: 'Bitte senden Sie die Datei als multipart/form-data im Feld „file“.',
  },
}
