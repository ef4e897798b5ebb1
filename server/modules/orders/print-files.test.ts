import { describe, expect, it } from 'vitest'
import { formatLimit } from '#core/orders/order-views.ts'
import { nameForKind } from './file-kind.ts'
import { sanitizeFileName } from '#core/http/attachment.ts'
import { attachmentHeader } from '#core/http/attachment.ts'

describe('print file names', () => {
  it('keeps only the last path segment without control characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd')
    expect(sanitizeFileName('C:\\Druck\\Roll-up.pdf')).toBe('Roll-up.pdf')
    expect(sanitizeFileName('a\r\nb"c.pdf')).toBe('abc.pdf')
    expect(sanitizeFileName('.htaccess')).toBe('htaccess')
    expect(sanitizeFileName('')).toBe('file')
  })

  it('drops invisible format characters that reorder or hide the name', () => {
    // U+202E shows 'invoice\u202Efdp.exe' as 'invoiceexe.pdf'.
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(sanitizeFileName('a\u200Bb\u2066c\u2069\uFEFF.pdf')).toBe('abc.pdf')
    expect(sanitizeFileName('\u202E\u200E')).toBe('file')
    expect(attachmentHeader('x\u202Etxt.pdf')).toBe(
      `attachment; filename="xtxt.pdf"; filename*=UTF-8''xtxt.pdf`,
    )
  })

  it('stores the name with the extension of the kind the bytes showed', () => {
    expect(nameForKind(sanitizeFileName('invoice\u202Efdp.exe'), 'pdf')).toBe('invoicefdp.pdf')
    expect(nameForKind('logo.jpg', 'png')).toBe('logo.png')
    expect(nameForKind('Flyer', 'pdf')).toBe('Flyer.pdf')
    expect(nameForKind('Roll-up v1.2', 'tiff')).toBe('Roll-up v1.2.tiff')
    expect(nameForKind('Foto.JPEG', 'jpg')).toBe('Foto.JPEG')
    expect(nameForKind('Scan.tif', 'tiff')).toBe('Scan.tif')
    expect(nameForKind('Messewand.pdf', 'ai')).toBe('Messewand.pdf')
    expect(nameForKind('file.', 'eps')).toBe('file.eps')
  })

  it('writes an attachment header with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentHeader('Größe 1.pdf')).toBe(
      `attachment; filename="Gr__e 1.pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%201.pdf`,
    )
  })

  it('shows the limit as a customer reads it', () => {
    expect(formatLimit(100 * 1024 * 1024)).toBe('100 MB')
    expect(formatLimit(2048)).toBe('2 KB')
  })
})
