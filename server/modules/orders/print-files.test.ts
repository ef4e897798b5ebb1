import { describe, expect, it } from 'vitest'
import { formatLimit } from '#core/orders/order-views.ts'
import { attachmentHeader, sanitizeFileName } from './print-files.ts'

describe('print file names', () => {
  it('keeps only the last path segment without control characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd')
    expect(sanitizeFileName('C:\\Druck\\Roll-up.pdf')).toBe('Roll-up.pdf')
    expect(sanitizeFileName('a\r\nb"c.pdf')).toBe('abc.pdf')
    expect(sanitizeFileName('.htaccess')).toBe('htaccess')
    expect(sanitizeFileName('')).toBe('file')
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
