// PED-4: the editor's fields that carry a short explanation (adminProducts.hint.*), named by
// their base name (the form's name without language, row or combination suffix).
const HINTS = [
  'value',
  'featureDesc',
  'metaDescription',
  'printWidthMm',
  'printHeightMm',
  'printBleedMm',
  'printMinPpi',
  'printPages',
  'price',
  'realPrice',
  'additionalPrice',
  'stock',
  'sku',
  'workingDays',
  'surchargePercent',
  'alt',
  'fileDe',
  'fileEn',
] as const
type Hinted = (typeof HINTS)[number]

/** The hint key of a field name ('titleDe', 'price-12', 'fileEn'), if it has one. */
export function hintOf(name: string): `adminProducts.hint.${Hinted}` | undefined {
  const bare = name.replace(/-[ov]?\d+$/, '')
  const base = (HINTS as readonly string[]).includes(bare) ? bare : bare.replace(/(De|En)$/, '')
  return (HINTS as readonly string[]).includes(base)
    ? `adminProducts.hint.${base as Hinted}`
    : undefined
}
