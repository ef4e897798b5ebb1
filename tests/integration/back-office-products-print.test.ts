import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { PrintLayout } from '#core/preflight/print-layout.ts'
import { auditLog } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { productEditor } from './back-office-products-helpers.ts'

// TPL-1 on both databases: the editor's "Print & zones" section posted to the product route's
// action — the product's layout and an option value's own saved as one form and read back by
// the editor, a refused field saving nothing, a value's trim size kept beside its layout (and
// its layout kept when the options section saves), an empty layout stored as none, an audit
// entry per save.

const databases = await testDatabases()

const cassette = {
  kind: 'band' as const,
  edges: ['bottom' as const],
  depthMm: 100,
  name: { de: 'Kassettenbereich', en: 'cassette area' },
}

describe.each(databases)('the print layout section on $name', (kind) => {
  const env = productEditor(kind)
  const { post, view, createProduct } = env

  /** A product 850 × 2000 mm with the option Width (85 cm, 120 cm); 120 cm prints 1200 wide. */
  async function rollUp(title: string) {
    const id = await createProduct(`${title} DE`, title)
    const basics = await post(id, {
      intent: 'basics',
      part: '',
      type: '1',
      titleDe: `${title} DE`,
      titleEn: title,
      printWidthMm: '850',
      printHeightMm: '2000',
      printBleedMm: '5',
      printMinPpi: '100',
      printPages: '1',
    })
    expect(basics.status).toBe(200)
    await post(id, {
      intent: 'option-add',
      part: '',
      titleDe: 'Breite',
      titleEn: 'Width',
      valueDe: '85 cm',
      valueEn: '85 cm',
    })
    const optionId = (await view(id)).options[0]!.id
    await post(id, {
      intent: 'value-add',
      part: String(optionId),
      parent: String(optionId),
      titleDe: '120 cm',
      titleEn: '120 cm',
    })
    const [narrow, wide] = (await view(id)).options[0]!.values.map((value) => value.id)
    const widened = await post(id, {
      intent: 'value-print',
      part: String(wide),
      printWidthMm: '1200',
      printHeightMm: '',
      printPages: '',
    })
    expect(widened.status).toBe(200)
    return { id, narrow: narrow!, wide: wide! }
  }

  const values = async (id: number) =>
    (await view(id)).options.flatMap((option) => option.values.map((value) => value.print))

  it('saves the product’s layout and a value’s own, reads them back and keeps the value’s width', async () => {
    const { id, narrow, wide } = await rollUp('Roll-up zones')
    const saved = await post(id, {
      intent: 'print-save',
      part: '',
      'safetyMm-p': '20',
      // The product: a cassette at the bottom; the clamp rail row is removed before it is saved.
      'kind-p-0': 'band',
      'edgeBottom-p-0': 'on',
      'depthMm-p-0': '100',
      // Another kind's field left filled is ignored.
      'parts-p-0': 'nonsense',
      'nameDe-p-0': 'Kassettenbereich',
      'nameEn-p-0': 'cassette area',
      'kind-p-1': '',
      'nameDe-p-1': '',
      'nameEn-p-1': '',
      [`layoutMode-v${narrow}`]: 'product',
      [`kind-v${narrow}-0`]: 'band',
      [`layoutMode-v${wide}`]: 'own',
      [`safetyMm-v${wide}`]: '',
      [`kind-v${wide}-0`]: 'lines',
      [`axis-v${wide}-0`]: 'vertical',
      [`parts-v${wide}-0`]: '2',
      [`gapMm-v${wide}-0`]: '0',
      [`nameDe-v${wide}-0`]: 'Paneelstoß',
      [`nameEn-v${wide}-0`]: 'panel joint',
    })
    expect(saved.status).toBe(200)
    const product = await view(id)
    expect(product.printLayout).toEqual({ safetyMm: 20, mirrorBack: false, zones: [cassette] })
    const joint: PrintLayout = {
      safetyMm: 0,
      mirrorBack: false,
      zones: [
        {
          kind: 'lines',
          axis: 'vertical',
          parts: 2,
          gapMm: 0,
          name: { de: 'Paneelstoß', en: 'panel joint' },
        },
      ],
    }
    expect(await values(id)).toEqual([null, { widthMm: 1200, layout: joint }])

    // The options section saves titles and trim sizes; the value's layout stays.
    const options = await post(id, {
      intent: 'options-save',
      part: '',
      [`titleDe-o${product.options[0]!.id}`]: 'Breite',
      [`titleEn-o${product.options[0]!.id}`]: 'Width',
      [`titleDe-v${narrow}`]: '85 cm',
      [`titleEn-v${narrow}`]: '85 cm',
      [`titleDe-v${wide}`]: '120 cm',
      [`titleEn-v${wide}`]: '120 cm',
      [`printWidthMm-v${wide}`]: '1250',
    })
    expect(options.status).toBe(200)
    expect(await values(id)).toEqual([null, { widthMm: 1250, layout: joint }])

    // A refused field (in the member's language) saves nothing, the other scope's included.
    const refused = await post(id, {
      intent: 'print-save',
      part: '',
      'safetyMm-p': '0',
      'kind-p-0': 'band',
      'depthMm-p-0': '2000',
      'nameDe-p-0': 'Kassettenbereich',
      'nameEn-p-0': 'cassette area',
      [`layoutMode-v${wide}`]: 'product',
    })
    expect(refused.status).toBe(422)
    expect(refused.data.errors).toEqual({
      'depthMm-p-0': ['A whole number from 1 to 1000.'],
      'edges-p-0': ['Tick at least one edge.'],
    })
    expect((await view(id)).printLayout).toEqual(product.printLayout)
    expect(await values(id)).toEqual([null, { widthMm: 1250, layout: joint }])

    // Nothing kept: the product's layout is none, the value is "as the product" again.
    const cleared = await post(id, {
      intent: 'print-save',
      part: '',
      'safetyMm-p': '0',
      'kind-p-0': 'band',
      'remove-p-0': 'on',
      [`layoutMode-v${wide}`]: 'product',
    })
    expect(cleared.status).toBe(200)
    expect((await view(id)).printLayout).toBeNull()
    expect(await values(id)).toEqual([null, { widthMm: 1250 }])

    const entries = await env.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'product'), eq(auditLog.objectId, String(id))))
    const layouts = entries.filter((entry) => entry.action === 'product.printLayout')
    expect(layouts).toHaveLength(2)
    expect(layouts.map((entry) => (entry.after as { layout: unknown }).layout)).toEqual(
      expect.arrayContaining([null, { safetyMm: 20, mirrorBack: false, zones: [cassette] }]),
    )
  })

  it('is refused to a member who may not edit products', async () => {
    const { id } = await rollUp('Roll-up guarded')
    // requireStaff throws the refusal before the action reads the form.
    const refusal = await post(id, { intent: 'print-save', part: '', 'safetyMm-p': '10' }, 'sales')
      .then(() => null)
      .catch((error: unknown) => error as { init?: { status?: number } })
    expect(refusal?.init?.status).toBe(403)
    expect((await view(id)).printLayout).toBeNull()
  })
})
