// ORD-6, INV-6: a file handed back to the browser keeps a safe version of its name.

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name (RFC 8187). */
export function attachmentHeader(name: string): string {
  const safe = sanitizeFileName(name)
  const fallback = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_')
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/**
 * A name safe to store and to hand back in Content-Disposition: no path, no control characters,
 * no invisible format characters.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .normalize('NFC')
    // Control characters would break the header; the others are not allowed in file names.
    .replace(/\p{Cc}/gu, '')
    // Format characters (Cf) are invisible but reorder or hide text: a right-to-left override
    // (U+202E) shows 'invoice\u202Efdp.exe' as 'invoiceexe.pdf'.
    .replace(/\p{Cf}/gu, '')
    .replace(/["<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  return [...clean].slice(0, 180).join('') || 'file'
}
