import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { avifSource, ensureAvif } from './avif.ts'

describe('AVIF variants', () => {
  it('maps an AVIF URL to its WebP source inside the media folder only', () => {
    expect(avifSource('/data/media', '/media/products/roll-up-640.avif')).toEqual({
      avif: '/data/media/products/roll-up-640.avif',
      webp: '/data/media/products/roll-up-640.webp',
    })
    expect(avifSource('/data/media', '/media/../etc/passwd-1.avif')).toBeUndefined()
    expect(avifSource('/data/media', '/media/products/roll-up.avif')).toBeUndefined()
    expect(avifSource('/data/media', '/media/products/roll-up-640.webp')).toBeUndefined()
  })

  it('encodes the AVIF once from the WebP', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'avif-'))
    const webp = path.join(dir, 'x-160.webp')
    await writeFile(
      webp,
      await sharp({ create: { width: 160, height: 120, channels: 3, background: '#1a4f9c' } })
        .webp()
        .toBuffer(),
    )
    const files = { webp, avif: path.join(dir, 'x-160.avif') }
    const [a, b] = await Promise.all([ensureAvif(files), ensureAvif(files)])
    expect([a, b]).toEqual([true, true])
    const meta = await sharp(await readFile(files.avif)).metadata()
    expect(meta.format).toBe('heif')
    expect(meta.width).toBe(160)
    expect(
      await ensureAvif({ webp: path.join(dir, 'missing.webp'), avif: path.join(dir, 'm.avif') }),
    ).toBe(false)
  })
})
