import type { purchaseOrderEn } from './purchase-order.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

// PO-1..PO-5 (decision 0056): die Bestellnummer und Kostenstelle des Käufers.
export const purchaseOrderDe: Shape<typeof purchaseOrderEn> = {
  purchaseOrder: {
    legend: 'Ihre Angaben für die Buchhaltung',
    label: 'Ihre Bestellnummer',
    costCentre: 'Kostenstelle',
    hint: 'Steht auf der Rechnung und in der E-Rechnung, damit Ihre Buchhaltung sie zuordnen kann.',
    requiredHint: 'Ihr Unternehmen verlangt zu jeder Bestellung eine Bestellnummer.',
    required: 'Bitte geben Sie Ihre Bestellnummer an.',
    tooLong: 'Die Bestellnummer darf höchstens {{max}} Zeichen lang sein.',
    printable:
      'Die Bestellnummer darf nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen enthalten.',
    costCentreTooLong: 'Die Kostenstelle darf höchstens {{max}} Zeichen lang sein.',
    costCentrePrintable:
      'Die Kostenstelle darf nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen enthalten.',
  },
}
