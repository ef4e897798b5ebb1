// CONT-10 (decision 0036): what a reader gets from an HTML body — its text with its
// emphasis and links, headings, lists, quotes, addresses, tables with their header cells, images
// and breaks — as a list of tokens, so that two bodies can be compared for lost content while
// the differences that change nothing are ignored: whitespace between blocks, <b> for <strong>,
// the order of nested marks, a paragraph around a list item's or a cell's text, the grouping of
// rows into <thead>/<tbody>, attributes the cleaner removes. It reads a DOM tree (the browser's,
// or happy-dom's on the server), so the editor and the server compare alike.

const TEXT_NODE = 3
const ELEMENT_NODE = 1

/** Dropped with their content, as the cleaner drops them. */
const DROPPED = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template'])
const MARKS: Record<string, string> = {
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  small: 'small',
}
const BLOCKS = new Set([
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'address',
  'table',
  'caption',
  'tr',
  'th',
  'td',
])
const VOIDS = new Set(['br', 'hr', 'img'])
/** The attributes that mean something, per element (the cleaner's list, server/…/sanitize.ts). */
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
}
const BOUNDARY = '¶'
const TEXT = 'text:'

interface DomNode {
  nodeType: number
  nodeValue: string | null
  childNodes: ArrayLike<DomNode>
}
interface DomElement extends DomNode {
  tagName: string
  getAttribute(name: string): string | null
}

function described(element: DomElement, tag: string): string {
  const parts = (ATTRIBUTES[tag] ?? []).flatMap((name) => {
    const value = element.getAttribute(name)?.trim()
    // A span of one cell is no span.
    if (!value || ((name === 'colspan' || name === 'rowspan') && value === '1')) return []
    return [`${name}="${value}"`]
  })
  return [tag, ...parts].join(' ')
}

function walk(node: DomNode, marks: readonly string[], out: string[]) {
  for (let index = 0; index < node.childNodes.length; index++) {
    const child = node.childNodes[index]!
    if (child.nodeType === TEXT_NODE) {
      const key = `${TEXT}${[...new Set(marks)].sort().join('+')}:`
      const text = (child.nodeValue ?? '').replace(/[ \t\n\r\f]+/g, ' ')
      const last = out.at(-1)
      if (last?.startsWith(key)) out[out.length - 1] = last + text
      else out.push(key + text)
      continue
    }
    if (child.nodeType !== ELEMENT_NODE) continue
    const element = child as DomElement
    const tag = element.tagName.toLowerCase()
    if (DROPPED.has(tag)) continue
    if (tag === 'a' || MARKS[tag]) {
      walk(element, [...marks, tag === 'a' ? described(element, 'a') : MARKS[tag]!], out)
    } else if (VOIDS.has(tag)) {
      out.push(`<${described(element, tag)}>`)
    } else if (BLOCKS.has(tag)) {
      out.push(`<${described(element, tag)}>`)
      walk(element, marks, out)
      out.push(`</${tag}>`)
    } else if (tag === 'p') {
      out.push(BOUNDARY)
      walk(element, marks, out)
      out.push(BOUNDARY)
    } else {
      // span, thead, tbody, tfoot, colgroup, div …: only their content counts.
      walk(element, marks, out)
    }
  }
}

const isText = (token: string | undefined) => token?.startsWith(TEXT) ?? false
const isStructure = (token: string | undefined) =>
  token === undefined || token === BOUNDARY || (token.startsWith('<') && !token.startsWith('<img'))

/** The tokens of a body, parsed into `root` (a document's body or an element holding it). */
export function contentSignature(root: DomNode): string[] {
  const raw: string[] = []
  walk(root, [], raw)
  // Whitespace next to a block, a paragraph's edge or a break is layout, not content.
  const trimmed = raw.flatMap((token, index) => {
    if (!isText(token)) return [token]
    const at = token.indexOf(':', TEXT.length) + 1
    let text = token.slice(at)
    if (isStructure(raw[index - 1]) || raw[index - 1] === '<br>') text = text.trimStart()
    if (isStructure(raw[index + 1]) || raw[index + 1] === '<br>') text = text.trimEnd()
    return text ? [token.slice(0, at) + text] : []
  })
  // A paragraph boundary counts only between two runs of text (or breaks, images) of one block.
  const tokens: string[] = []
  for (const token of trimmed) {
    if (token === BOUNDARY && (isStructure(tokens.at(-1)) || tokens.length === 0)) continue
    if (token !== BOUNDARY && isStructure(token) && tokens.at(-1) === BOUNDARY) tokens.pop()
    tokens.push(token)
  }
  if (tokens.at(-1) === BOUNDARY) tokens.pop()
  return tokens
}

/**
 * The first part of `before` that `after` lost or changed, as the text next to it for a message
 * (`''` when it has no text nearby); null when nothing was lost.
 */
export function firstLoss(before: readonly string[], after: readonly string[]): string | null {
  const length = Math.max(before.length, after.length)
  for (let index = 0; index < length; index++) {
    if (before[index] === after[index]) continue
    const near = [...before.slice(index), ...before.slice(0, index).reverse()].find(isText)
    return near ? near.slice(near.indexOf(':', TEXT.length) + 1).slice(0, 60) : ''
  }
  return null
}
