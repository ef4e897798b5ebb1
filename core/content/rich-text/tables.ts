// CONT-10 (decision 0036): the tables as the editor writes them back into the form. Tiptap's
// table holds rows only, so its HTML puts every row into one <tbody>; the rows a table starts
// with that hold header cells only are its head again, as the pages were written (`<thead>`):
// screen readers and the cleaner's allow-list know it. The editor's layout hints (a <colgroup>
// and minimum widths in `style`) go: the cleaner would drop them and report a removal on every
// save. Only the DOM's basic calls are used: the browser's DOM and happy-dom both have them.

const named = (element: Element, tag: string) => element.tagName.toLowerCase() === tag
const childrenNamed = (element: Element, tag: string) =>
  Array.from(element.children).filter((child) => named(child, tag))

/** Tidies each table of `root` in place: layout hints out, the head rows into a <thead>. */
export function tidyTables(root: ParentNode): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    table.removeAttribute('style')
    for (const columns of childrenNamed(table, 'colgroup')) columns.remove()
    if (childrenNamed(table, 'thead').length > 0) continue
    const body = childrenNamed(table, 'tbody')[0]
    if (!body) continue
    const rows = childrenNamed(body, 'tr')
    const head = rows.findIndex((row) => {
      const cells = Array.from(row.children)
      return cells.length === 0 || cells.some((cell) => !named(cell, 'th'))
    })
    // A table of header cells only has no body to set its head apart from.
    if (head <= 0) continue
    const thead = table.ownerDocument.createElement('thead')
    for (const row of rows.slice(0, head)) thead.append(row)
    table.insertBefore(thead, body)
  }
}
