import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { pick } from '#core/i18n/locale.ts'
import { formatMoney } from '#core/money/money.ts'
import type { CountryPostMethods } from '#core/countries/post-methods.ts'
import { Field } from '#app/components/account/Field.tsx'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { AnswerBanner } from '#app/components/admin/AnswerBanner.tsx'
import { TransitFields } from '#app/components/admin/TransitFields.tsx'

interface Props {
  countries: CountryPostMethods[]
  answer: unknown
}

const smallButton =
  'h-10 rounded-md border border-slate-400 px-3 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50'

/** Cents as the owner types a price: '9,90' in German, '9.90' in English. */
function priceText(cents: number, locale: string) {
  const text = (cents / 100).toFixed(2)
  return locale === 'de' ? text.replace('.', ',') : text
}

/**
 * STAFF-12: each country in a disclosure with its post methods: names and price in a form each,
 * up, down and delete, and a form for a new method. The country the last answer was about is
 * open again, with the answer in it.
 */
export function PostMethodsEditor({ countries, answer }: Props) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const failed = isFailure(answer) ? answer : null
  const errors = failed ? fieldMessages(failed) : {}
  const about =
    answer && typeof answer === 'object'
      ? String(
          failed ? (failed.values.country ?? '') : ((answer as { country?: string }).country ?? ''),
        )
      : ''
  const message =
    answer && typeof answer === 'object' && 'message' in answer ? String(answer.message) : ''
  const notice = message ? (
    <AnswerBanner failed={failed} message={message} testId="shipping-answer" />
  ) : null
  /** Field messages of the one form that was sent (the method's or the country's new one). */
  const errorsFor = (intent: string, key: string, id: string) =>
    failed && failed.intent === intent && failed.values[key] === id ? errors : {}
  const typed = (intent: string, key: string, id: string, name: string) =>
    failed && failed.intent === intent && failed.values[key] === id
      ? failed.values[name]
      : undefined

  return (
    <div className="mt-4">
      {about ? null : notice}
      <ul className="flex flex-col gap-2" data-testid="shipping-countries">
        {countries.map((country) => {
          const id = String(country.id)
          const createErrors = errorsFor('create', 'country', id)
          return (
            <li key={country.id}>
              <details
                open={about === id}
                className="rounded-lg bg-white shadow-sm"
                data-testid={`shipping-country-${country.code}`}
              >
                <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 font-semibold text-slate-900">
                  <span>
                    {country.name} <span className="text-slate-500">({country.code})</span>
                  </span>
                  <span className="text-sm font-normal text-slate-600">
                    {country.methods.length > 0
                      ? t('shopSettings.methods.count', { count: country.methods.length })
                      : t('shopSettings.methods.none')}
                  </span>
                </summary>
                <div className="border-t border-slate-100 px-4 pt-2 pb-4">
                  {about === id ? notice : null}
                  <ol className="flex flex-col gap-3">
                    {country.methods.map((method, index) => {
                      const methodId = String(method.id)
                      const rowErrors = errorsFor('update', 'method', methodId)
                      const name = pick(method.text, locale)
                      return (
                        <li
                          key={method.id}
                          className="rounded-md border border-slate-200 p-3"
                          data-testid={`post-method-${method.value}`}
                        >
                          <p className="text-sm text-slate-600">
                            <span className="font-mono">{method.value}</span> ·{' '}
                            {formatMoney(method.priceCents)} ·{' '}
                            {t('adminTransit.summary', { count: method.transitDays })}
                            {method.dateDefinite ? ` · ${t('adminTransit.summaryDefinite')}` : ''}
                          </p>
                          <Form
                            method="post"
                            className="mt-2 grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-[1fr_1fr_9rem_9rem_auto_auto]"
                            aria-label={name}
                          >
                            <input type="hidden" name="intent" value="update" />
                            <input type="hidden" name="method" value={method.id} />
                            <input type="hidden" name="country" value={country.id} />
                            {(['textDe', 'textEn'] as const).map((field) => (
                              <Field
                                key={field}
                                label={t(`shopSettings.methods.${field}`)}
                                error={rowErrors[field]}
                                required
                              >
                                {(props) => (
                                  <input
                                    {...props}
                                    name={field}
                                    maxLength={120}
                                    defaultValue={
                                      typed('update', 'method', methodId, field) ??
                                      method.text[field === 'textDe' ? 'de' : 'en']
                                    }
                                  />
                                )}
                              </Field>
                            ))}
                            <Field
                              label={t('shopSettings.methods.price')}
                              error={rowErrors.price}
                              required
                            >
                              {(props) => (
                                <input
                                  {...props}
                                  name="price"
                                  inputMode="decimal"
                                  maxLength={12}
                                  defaultValue={
                                    typed('update', 'method', methodId, 'price') ??
                                    priceText(method.priceCents, locale)
                                  }
                                />
                              )}
                            </Field>
                            <TransitFields
                              errors={rowErrors}
                              transitDays={
                                typed('update', 'method', methodId, 'transitDays') ??
                                String(method.transitDays)
                              }
                              dateDefinite={
                                failed &&
                                failed.intent === 'update' &&
                                failed.values.method === methodId
                                  ? failed.values.dateDefinite === 'on'
                                  : method.dateDefinite
                              }
                            />
                            <button
                              type="submit"
                              disabled={busy}
                              className="h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:mt-7"
                            >
                              {t('shopSettings.methods.save')}
                            </button>
                          </Form>
                          <Form method="post" className="mt-2 flex flex-wrap gap-2">
                            <input type="hidden" name="method" value={method.id} />
                            <input type="hidden" name="country" value={country.id} />
                            <button
                              type="submit"
                              name="intent"
                              value="up"
                              disabled={busy || index === 0}
                              aria-label={`${t('shopSettings.methods.up')}: ${name}`}
                              className={smallButton}
                            >
                              ↑ {t('shopSettings.methods.up')}
                            </button>
                            <button
                              type="submit"
                              name="intent"
                              value="down"
                              disabled={busy || index === country.methods.length - 1}
                              aria-label={`${t('shopSettings.methods.down')}: ${name}`}
                              className={smallButton}
                            >
                              ↓ {t('shopSettings.methods.down')}
                            </button>
                            <button
                              type="submit"
                              name="intent"
                              value="delete"
                              disabled={busy}
                              aria-label={`${t('shopSettings.methods.remove')}: ${name}`}
                              className={`${smallButton} border-red-300 text-red-800 hover:bg-red-50`}
                            >
                              {t('shopSettings.methods.remove')}
                            </button>
                          </Form>
                        </li>
                      )
                    })}
                  </ol>
                  <Form
                    method="post"
                    key={!failed && about === id ? message : 'new'}
                    className="mt-4 rounded-md bg-slate-50 p-3"
                    aria-label={t('shopSettings.methods.addTitle', { country: country.name })}
                    data-testid={`post-method-add-${country.code}`}
                  >
                    <p className="text-sm font-semibold text-slate-900">
                      {t('shopSettings.methods.addTitle', { country: country.name })}
                    </p>
                    <input type="hidden" name="intent" value="create" />
                    <input type="hidden" name="country" value={country.id} />
                    <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_1fr_1fr_9rem_9rem_auto_auto] lg:items-start">
                      <Field
                        label={t('shopSettings.methods.value')}
                        error={createErrors.value}
                        hint={t('shopSettings.methods.valueHint')}
                        required
                      >
                        {(props) => (
                          <input
                            {...props}
                            name="value"
                            maxLength={40}
                            autoComplete="off"
                            defaultValue={typed('create', 'country', id, 'value')}
                          />
                        )}
                      </Field>
                      {(['textDe', 'textEn'] as const).map((field) => (
                        <Field
                          key={field}
                          label={t(`shopSettings.methods.${field}`)}
                          error={createErrors[field]}
                          required
                        >
                          {(props) => (
                            <input
                              {...props}
                              name={field}
                              maxLength={120}
                              defaultValue={typed('create', 'country', id, field)}
                            />
                          )}
                        </Field>
                      ))}
                      <Field
                        label={t('shopSettings.methods.price')}
                        error={createErrors.price}
                        required
                      >
                        {(props) => (
                          <input
                            {...props}
                            name="price"
                            inputMode="decimal"
                            maxLength={12}
                            defaultValue={typed('create', 'country', id, 'price')}
                          />
                        )}
                      </Field>
                      <TransitFields
                        errors={createErrors}
                        transitDays={typed('create', 'country', id, 'transitDays') ?? '2'}
                        dateDefinite={typed('create', 'country', id, 'dateDefinite') === 'on'}
                      />
                      <button
                        type="submit"
                        disabled={busy}
                        className="h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 lg:mt-7"
                      >
                        {t('shopSettings.methods.add')}
                      </button>
                    </div>
                  </Form>
                </div>
              </details>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
