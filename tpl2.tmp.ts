import { printTemplatePdf } from '#server/modules/print-templates/template-pdf.ts'
const layout = { safetyMm: 20, mirrorBack: false, zones: [
  { kind: 'band', edges: ['bottom'], depthMm: 100, name: { de: 'Kassettenbereich', en: 'cassette area' } },
  { kind: 'eyelets', edges: ['top','right','bottom','left'], spacingMm: 500, insetMm: 25, diameterMm: 12, name: { de: 'Ösenbereich', en: 'eyelet area' } },
] } as const
const times: number[] = []
for (let i = 0; i < 30; i++) {
  const t0 = performance.now()
  await printTemplatePdf({ locale: 'de', title: 'Roll-Up Basic', configuration: [{ option: 'Breite', value: '85 cm' }],
    spec: { trimMm: { width: 850, height: 2000 }, bleedMm: 5, minPpi: 100, pages: { min: 2, max: 2 }, layout: layout as never },
    shop: { name: 'Nordlicht Displays', contact: '+49 521 987654-0' } })
  times.push(performance.now() - t0)
}
console.log(times.map(Math.round).join(' '))
