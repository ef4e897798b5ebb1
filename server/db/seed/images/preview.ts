// Renders every motif once to /tmp/motifs/<motif>.png to eyeball the drawings:
//   node server/db/seed/images/preview.ts
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import { categories } from '../data/categories.ts'
import type { Motif } from '../data/types.ts'
import { drawMotif, motifs } from './draw.ts'

const outDir = '/tmp/motifs'
const width = Number(process.argv[2] ?? 480)

// Use the colour of the first category that shows the motif, so the preview matches the shop.
const colorOf = (motif: Motif) =>
  categories.flatMap((top) => [top, ...(top.children ?? [])]).find((c) => c.motif === motif)
    ?.color ?? '#1d4ed8'

await mkdir(outDir, { recursive: true })
for (const motif of motifs) {
  const svg = drawMotif(motif, colorOf(motif), { width, height: Math.round((width * 3) / 4) })
  await writeFile(`${outDir}/${motif}.svg`, svg)
  await writeFile(`${outDir}/${motif}.png`, await sharp(Buffer.from(svg)).png().toBuffer())
}
console.log(`${motifs.length} motifs written to ${outDir}`)
