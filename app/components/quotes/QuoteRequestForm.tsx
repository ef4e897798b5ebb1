import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { MAX_QUOTE_MESSAGE, MAX_QUOTE_QUANTITY } from '#core/quotes/quotes.ts'
import { Field, SubmitButton } from '#app/components/account/Field.tsx'
import { fieldMessages, isFailure } from '#app/lib/forms.ts'
import { lineKeyOf, type RequestLine } from '#app/lib/quote-request.ts'

export interface RequestFormLine extends RequestLine {
  title: string
  options: { option: string; value: string }[]
  durationTitle: string
  services: string[]
}

/**
 * QUOTE-2: the request's lines, each with its quantity (1 to 10,000), the message and the day
 * the goods are needed by. A plain post form: it works before hydration as well.
 */
export function QuoteRequestForm({ lines, answer }: { lines: RequestFormLine[]; answer: unknown }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const errors = fieldMessages(answer)
  const typed = isFailure(answer) ? answer.values : {}
  if (lines.length === 0) {
    return (
      <p className="mt-6 rounded-lg bg-white p-6 text-slate-800" data-testid="quote-no-lines">
        {t('quotes.noItems')}
      </p>
    )
  }
  return (
    <Form
      method="post"
      noValidate
      className="mt-6 flex flex-col gap-5"
      data-testid="quote-request-form"
    >
      {isFailure(answer) && !Object.keys(answer.errors).length ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {answer.message}
        </p>
      ) : null}
      <ul className="flex flex-col gap-4">
        {lines.map((line, index) => (
          <li
            key={lineKeyOf(line)}
            className="rounded-lg bg-white p-4"
            data-testid="quote-request-line"
          >
            <input type="hidden" name="line[]" value={lineKeyOf(line)} />
            <p className="font-semibold text-slate-900">{line.title}</p>
            <p className="text-sm text-slate-700">
              {[
                ...line.options.map((option) => `${option.option}: ${option.value}`),
                line.durationTitle,
                ...line.services,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="mt-3 max-w-48">
              <Field label={t('quotes.quantity')} required error={errors[`quantity.${index}`]}>
                {(props) => (
                  <input
                    {...props}
                    name="quantity[]"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_QUOTE_QUANTITY}
                    defaultValue={line.quantity}
                    data-testid="quote-quantity"
                  />
                )}
              </Field>
            </div>
          </li>
        ))}
      </ul>
      <Field label={t('quotes.message')} hint={t('quotes.messageHint')} error={errors.message}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={5}
            maxLength={MAX_QUOTE_MESSAGE}
            defaultValue={typed.message ?? ''}
            data-testid="quote-message"
          />
        )}
      </Field>
      <div className="max-w-60">
        <Field label={t('quotes.targetOn')} error={errors.target_on}>
          {(props) => (
            <input
              {...props}
              name="target_on"
              type="date"
              defaultValue={typed.target_on ?? ''}
              data-testid="quote-target-on"
            />
          )}
        </Field>
      </div>
      <SubmitButton busy={navigation.state === 'submitting'} className="self-start">
        {t('quotes.submit')}
      </SubmitButton>
    </Form>
  )
}
