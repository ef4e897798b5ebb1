import type { PrintFileKind } from '#core/orders/order-views.ts'

// ORD-6: print files are recognised by their first bytes, never by the name or the
// content type the client claims, so an HTML page renamed to .pdf is refused.

/** How many leading bytes `sniffFileKind` needs to decide. */
export const SNIFF_BYTES = 1024

export const CONTENT_TYPES: Record<PrintFileKind, string> = {
  pdf: 'application/pdf',
  ai: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  eps: 'application/postscript',
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

const PDF = ascii('%PDF')
const POSTSCRIPT = ascii('%!PS-Adobe')
const DOS_EPS = [0xc5, 0xd0, 0xd3, 0xc6]
const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00]
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a]

/** Illustrator writes its name into the creator comment or the XMP of the header. */
const mentionsIllustrator = (head: Uint8Array) =>
  /Illustrator/i.test(Buffer.from(head.subarray(0, SNIFF_BYTES)).toString('latin1'))

/**
 * The kind of a print file from its first bytes (`SNIFF_BYTES` suffice), or null when it is none
 * of PDF, AI, EPS, JPEG, PNG or TIFF. AI files are PDF-compatible or PostScript with an
 * Illustrator creator; other PostScript files are EPS.
 */
export function sniffFileKind(head: Uint8Array): PrintFileKind | null {
  if (startsWith(head, PDF)) return mentionsIllustrator(head) ? 'ai' : 'pdf'
  if (startsWith(head, POSTSCRIPT)) return mentionsIllustrator(head) ? 'ai' : 'eps'
  if (startsWith(head, DOS_EPS)) return 'eps'
  if (startsWith(head, JPEG)) return 'jpg'
  if (startsWith(head, PNG)) return 'png'
  if (startsWith(head, TIFF_LE) || startsWith(head, TIFF_BE)) return 'tiff'
  return null
}

/** The extensions each kind is known by; the first is the one a renamed file gets. */
const EXTENSIONS: Record<PrintFileKind, readonly string[]> = {
  pdf: ['pdf'],
  // A PDF-compatible Illustrator file is often saved as .pdf.
  ai: ['ai', 'pdf'],
  jpg: ['jpg', 'jpeg', 'jpe'],
  png: ['png'],
  tiff: ['tiff', 'tif'],
  eps: ['eps', 'epsf', 'ps'],
}

/** What looks like an extension: up to five letters or digits, at least one a letter. */
const EXTENSION = /^(?=.*\p{L})[\p{L}\p{N}]{1,5}$/u

/**
 * The file's (already sanitised) name ending in an extension of the kind its bytes showed, so the
 * name the customer and the staff see cannot claim another kind: 'invoice.exe' that is a PDF is
 * kept as 'invoice.pdf', 'Flyer' as 'Flyer.pdf'; 'Foto.JPEG' that is a JPEG stays as it is.
 */
export function nameForKind(name: string, kind: PrintFileKind): string {
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot + 1) : ''
  if (EXTENSIONS[kind].includes(extension.toLowerCase())) return name
  const base = EXTENSION.test(extension) ? name.slice(0, dot) : name
  return `${base.replace(/[. ]+$/, '') || 'file'}.${EXTENSIONS[kind][0]}`
}
