// Texts of the orders in the profile, the invoices API and the print-file uploads (issue 6 item 9).
export const ordersEn = {
  orders: {
    notFound: 'This order could not be found.',
    fileNotFound: 'This file could not be found.',
    itemNotInOrder: 'This item does not belong to the order.',
    readyMarked: 'Thank you! We have noted that your print files are ready.',
    fileUploaded: 'The file “{{name}}” has been uploaded.',
    fileDeleted: 'The file has been deleted.',
    fileMissing: 'Please choose a file.',
    oneFileOnly: 'Please upload one file at a time.',
    fileTooLarge: 'The file is too large. Files of up to {{max}} are accepted.',
    fileKindRejected:
      'This file type is not accepted. Please upload a PDF, JPG, PNG, TIFF, EPS or AI file.',
    notMultipart: 'Please send the file as multipart/form-data in the field “file”.',
  },
}
