import { type Extensions, Mark, mergeAttributes, Node } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import { TableHeader, TableKit } from '@tiptap/extension-table'
import StarterKit from '@tiptap/starter-kit'

// CONT-10 (decision 0036): the one list of Tiptap extensions the back office's
// rich-text editor is built from, and the server's check that a body survives it. Together they
// hold everything the page cleaner keeps (server/modules/content/sanitize.ts): paragraphs,
// headings 2–4, bold, italic, underline, small print, lists, quotes, rules, line breaks, links,
// images, addresses and tables with header cells (Tiptap's maintained table extensions).

/** `<small>`: the cleaner keeps it (fine print under a table); no maintained extension has it. */
const Small = Mark.create({
  name: 'small',
  parseHTML: () => [{ tag: 'small' }],
  renderHTML: ({ HTMLAttributes }) => ['small', mergeAttributes(HTMLAttributes), 0],
})

/** `<address>`: the imprint's and the contact page's postal address (a block of lines). */
const Address = Node.create({
  name: 'address',
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'address' }],
  renderHTML: ({ HTMLAttributes }) => ['address', mergeAttributes(HTMLAttributes), 0],
})

/** A header cell keeps its `scope` (row or column header), which the cleaner allows. */
const ScopedTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      scope: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('scope'),
        renderHTML: (attributes: { scope?: string | null }) =>
          attributes.scope ? { scope: attributes.scope } : {},
      },
    }
  },
})

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // The cleaner keeps no code, preformatted or struck-through text.
      code: false,
      codeBlock: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // A link keeps the target it has; none is added (Tiptap's default opens a new tab).
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    TableKit.configure({ table: { resizable: false }, tableHeader: false }),
    ScopedTableHeader,
    // Inline, as an <img> stands in the cleaned HTML: within a paragraph's text.
    Image.configure({ inline: true }),
    Small,
    Address,
  ]
}
