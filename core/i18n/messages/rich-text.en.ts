// The back office's rich-text editor (CONT-10, decision 0036) and its placeholders
// for the shop's settings (CONT-9).
export const richTextEn = {
  richText: {
    toolbar: 'Formatting: {{label}}',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    heading2: 'H2 heading',
    heading3: 'H3 subheading',
    bulletList: 'Bulleted list',
    orderedList: '1. Numbered list',
    quote: 'Quote',
    link: 'Link',
    linkPrompt: 'Address of the link (https://…, mailto:…, tel:…)',
    undo: 'Undo',
    redo: 'Redo',
    source: 'Show HTML',
    loading: 'Loading the editor …',
    table: 'Table',
    tableMenu: 'Table: insert or change',
    insertTable: 'Insert table (3 × 3 with a header row)',
    toggleHeaderRow: 'First row as header on/off',
    toggleHeaderColumn: 'First column as header on/off',
    addRowAfter: 'Add row below',
    deleteRow: 'Delete row',
    addColumnAfter: 'Add column to the right',
    deleteColumn: 'Delete column',
    deleteTable: 'Delete table',
    placeholder: 'Setting',
    placeholderMenu: 'Insert a placeholder for a setting',
    placeholderHint:
      'Placeholders such as {{example}} show the current setting wherever the text is read.',
    placeholders: {
      free_shipping_threshold: 'Free delivery from (amount)',
      order_cutoff: 'Order cut-off time',
      phone: 'Phone',
      email: 'E-mail',
      opening_hours: 'Opening hours',
    },
    cannotShow:
      'The editor cannot show all of this text (near “{{near}}”) and would lose part of it when saving. It shows the text read-only and leaves it as it is: edit it under “Show HTML”.',
    cannotShowNoText:
      'The editor cannot show all of this text and would lose part of it when saving. It shows the text read-only and leaves it as it is: edit it under “Show HTML”.',
    editorLoss:
      'The editor cannot show this part of the HTML and would lose it at the next edit (near “{{near}}”): please simplify it.',
    editorLossNoText:
      'The editor cannot show a part of this HTML and would lose it at the next edit: please simplify it.',
    unknownPlaceholder: 'Unknown placeholder {{written}}. Known are: {{known}}.',
  },
}
