import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { parseEuros } from '#core/money/money.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { type QuotePricingBody, quotePricingSchema } from '#core/validation/quotes.ts'

// QUOTE-4: the back office's pricing form as the service's body. Amounts are typed in euros
// ("12,50"), a discount in percent ("12,5"); each line's fields are named by its id
// (`unit.17`, `discount.17`), where its refusal is shown.

function percent(text: string): number | null | undefined {
  const cleaned = text.trim().replace('%', '').replace(',', '.').trim()
  if (cleaned === '') return null
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : undefined
}

export function pricingFromForm(
  form: FormData,
  lineIds: readonly number[],
  locale: Locale,
): QuotePricingBody {
  const errors: Record<string, string[]> = {}
  const amount = (field: string): number | null => {
    const text = String(form.get(field) ?? '').trim()
    if (text === '') return null
    const cents = parseEuros(text)
    if (cents === null) errors[field] = [translate(locale, 'adminQuotes.amountInvalid')]
    return cents
  }
  const lines = lineIds.map((id) => {
    const discount = percent(String(form.get(`discount.${id}`) ?? ''))
    if (discount === undefined) {
      errors[`discount.${id}`] = [translate(locale, 'quotes.discountInvalid')]
    }
    return { id, unit_cents: amount(`unit.${id}`), discount_percent: discount ?? null }
  })
  const shipping = amount('shipping')
  const body = {
    lines,
    shipping_cents: shipping ?? 0,
    note: String(form.get('note') ?? ''),
    valid_until: String(form.get('valid_until') ?? ''),
  }
  const parsed = quotePricingSchema.safeParse(body)
  if (!parsed.success) {
    for (const [path, messages] of Object.entries(issueMessages(parsed.error, locale))) {
      const line = /^lines\.(\d+)\.(unit_cents|discount_percent)$/.exec(path)
      const field = line
        ? `${line[2] === 'unit_cents' ? 'unit' : 'discount'}.${lineIds[Number(line[1])]}`
        : path === 'shipping_cents'
          ? 'shipping'
          : path
      errors[field] ??= messages
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
  }
  return parsed.data
}
