// PO-1..PO-5 (decision 0056): the buyer's purchase order number and cost centre.
export const purchaseOrderEn = {
  purchaseOrder: {
    legend: 'Your references',
    label: 'Your purchase order number',
    costCentre: 'Cost centre',
    hint: 'Printed on the invoice and in the e-invoice, so your accounts department can match it.',
    requiredHint: 'Your company asks for a purchase order number on every order.',
    required: 'Please enter your purchase order number.',
    tooLong: 'The purchase order number may be at most {{max}} characters long.',
    printable:
      'The purchase order number may contain letters, digits, spaces and punctuation only.',
    costCentreTooLong: 'The cost centre may be at most {{max}} characters long.',
    costCentrePrintable:
      'The cost centre may contain letters, digits, spaces and punctuation only.',
  },
}
