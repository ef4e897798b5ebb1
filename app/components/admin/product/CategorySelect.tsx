import { type Locale, pick } from '#core/i18n/locale.ts'
import { Field } from '#app/components/account/Field.tsx'
import type { CategoryAdminView } from '#core/content/categories.ts'

export interface CategoryChoice {
  id: number
  /** The title with its parents': 'Roll-up displays › Standard'. */
  label: string
  depth: number
}

/** Where a product may be listed: the subcategories (its address is category/subcategory/product). */
export const productCategories = (all: CategoryChoice[]) => all.filter((c) => c.depth === 1)

/** The category tree as one list in tree order, for selects and checkboxes. */
export function flatCategories(tree: CategoryAdminView[], locale: Locale): CategoryChoice[] {
  const out: CategoryChoice[] = []
  const walk = (nodes: CategoryAdminView[], trail: string[]) => {
    for (const node of nodes) {
      const title = pick(node.title, locale)
      out.push({ id: node.id, label: [...trail, title].join(' › '), depth: trail.length })
      walk(node.children, [...trail, title])
    }
  }
  walk(tree, [])
  return out
}

/** A required choice of one category. */
export function CategorySelect({
  name,
  label,
  categories,
  error,
  value,
}: {
  name: string
  label: string
  categories: CategoryChoice[]
  error?: string
  value?: string
}) {
  return (
    <Field label={label} error={error} required>
      {(props) => (
        <select {...props} name={name} defaultValue={value ?? ''}>
          <option value="" disabled>
            –
          </option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
