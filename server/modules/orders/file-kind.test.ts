import { describe, expect, it } from 'vitest'
import { CONTENT_TYPES, sniffFileKind } from './file-kind.ts'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  )

describe('sniffFileKind', () => {
  it('recognises a PDF', () => {
    expect(sniffFileKind(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).toBe('pdf')
  })

  it('calls a PDF-compatible Illustrator file AI', () => {
    const head = bytes('%PDF-1.6\n%âãÏÓ\n1 0 obj\n<</Creator(Adobe Illustrator 28.0)>>\n')
    expect(sniffFileKind(head)).toBe('ai')
  })

  it('calls PostScript by Illustrator AI and other PostScript EPS', () => {
    expect(sniffFileKind(bytes('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n'))).toBe('ai')
    expect(sniffFileKind(bytes('%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: Inkscape\n'))).toBe('eps')
  })

  it('recognises the DOS binary EPS header', () => {
    expect(sniffFileKind(bytes([0xc5, 0xd0, 0xd3, 0xc6, 0x20, 0, 0, 0]))).toBe('eps')
  })

  it('recognises JPEG, PNG and both TIFF byte orders', () => {
    expect(sniffFileKind(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpg')
    expect(sniffFileKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png')
    expect(sniffFileKind(bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toBe('tiff')
    expect(sniffFileKind(bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe('tiff')
  })

  it('refuses an HTML page whatever it is called', () => {
    expect(sniffFileKind(bytes('<!doctype html><html><body>%PDF-1.7</body></html>'))).toBeNull()
  })

  it('refuses an empty file and a cut-off signature', () => {
    expect(sniffFileKind(new Uint8Array())).toBeNull()
    expect(sniffFileKind(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffFileKind(bytes('%PD'))).toBeNull()
  })

  it('gives each kind a content type', () => {
    expect(CONTENT_TYPES.pdf).toBe('application/pdf')
    expect(CONTENT_TYPES.eps).toBe('application/postscript')
    expect(CONTENT_TYPES.tiff).toBe('image/tiff')
  })
})
