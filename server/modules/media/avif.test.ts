import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { avifSource, ensureAvif } from './avif.ts'

describe('AVIF variants', () => {
  it('maps an AVIF URL to its WebP source inside the media folder only', () => {
    expect(avifSource('/media/products/roll-up-640.avif')).toEqual({
      avif: 'media/products/roll-up-640.avif',
      webp: 'media/products/roll-up-640.webp',
    })
    expect(avifSource('/media/../etc/passwd-1.avif')).toBeUndefined()
    expect(avifSource('/media//etc/passwd-1.avif')).toBeUndefined()
    expect(avifSource('/media/products/roll-up.avif')).toBeUndefined()
    expect(avifSource('/media/products/roll-up-640.webp')).toBeUndefined()
  })

  it('encodes the AVIF once from the WebP, into the file store', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'avif-'))
    const files = createLocalStore(dir)
    await files.put(
      'media/x-160.webp',
      await sharp({ create: { width: 160, height: 120, channels: 3, background: '#1a4f9c' } })
        .webp()
        .toBuffer(),
    )
    const keys = { webp: 'media/x-160.webp', avif: 'media/x-160.avif' }
    const [a, b] = await Promise.all([ensureAvif(files, keys), ensureAvif(files, keys)])
    expect([a, b]).toEqual([true, true])
    const meta = await sharp(await readFile(path.join(dir, 'media', 'x-160.avif'))).metadata()
    expect(meta.format).toBe('heif')
    expect(meta.width).toBe(160)
    expect(await ensureAvif(files, { webp: 'media/missing.webp', avif: 'media/m.avif' })).toBe(
      false,
    )
  })
})
