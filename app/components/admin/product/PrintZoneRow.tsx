import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EDGE_FIELDS,
  ZONE_KINDS,
  ZONE_NAME_MAX,
  ZONE_NUMBERS,
  type ZoneNumber,
  zoneField,
  zoneFormValues,
  zoneOf,
} from '#core/catalog/print-layout-form.ts'
import { pick } from '#core/i18n/locale.ts'
import { EDGES, layoutAreas, type PrintZone } from '#core/preflight/print-layout.ts'
import { Field } from '#app/components/account/Field.tsx'
import { useHydrated } from '#app/lib/hydrated.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { TextInput, type useFormAnswer } from './fields.tsx'

// TPL-1: one zone row of the "Print & zones" section (ProductPrintLayout.tsx) — its kind, the
// kind's fields, both names, where it lies (`layoutAreas(…).where`, as the template and the
// check place it, updated while typing) and "remove".

type Answer = ReturnType<typeof useFormAnswer>
export type Trim = { width: number; height: number } | null

/** A checkbox's state: as sent when the form was refused, else as stored. */
export function ticked(answer: Answer, name: string, stored: boolean): boolean {
  return answer.message && !answer.message.ok ? answer.value(name, '') === 'on' : stored
}

export function Checkbox({
  name,
  label,
  hint,
  checked,
}: {
  name: string
  label: string
  hint?: string
  checked: boolean
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <input type="checkbox" name={name} defaultChecked={checked} />
        {label}
      </label>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  )
}

const ROW_FIELDS = ['kind', 'axis', 'nameDe', 'nameEn', ...Object.keys(ZONE_NUMBERS)]

/** One zone: its kind, the kind's fields, both names, where it lies, and "remove". */
export function ZoneRow({
  scope,
  row,
  stored,
  trim,
  answer,
}: {
  scope: string
  row: number
  stored: PrintZone | null
  trim: Trim
  answer: Answer
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const hydrated = useHydrated()
  const name = (field: string) => zoneField(field, scope, row)
  const initial = (): Record<string, string> => {
    const values = zoneFormValues(stored)
    const drawn: Record<string, string> = {}
    for (const field of ROW_FIELDS) drawn[field] = answer.value(name(field), values[field] ?? '')
    for (const field of Object.values(EDGE_FIELDS))
      if (ticked(answer, name(field), values[field] === 'on')) drawn[field] = 'on'
    return drawn
  }
  const [start] = useState(initial)
  const [live, setLive] = useState(start)
  const suffix = `-${scope}-${row}`
  /** What the row's inputs hold now, under their own names (the live position). */
  const read = (element: HTMLFieldSetElement) => {
    const now: Record<string, string> = {}
    for (const input of element.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input[name], select[name]',
    )) {
      if (!input.name.endsWith(suffix)) continue
      const bare = input.name.slice(0, -suffix.length)
      if (input instanceof HTMLInputElement && input.type === 'checkbox') {
        if (input.checked) now[bare] = 'on'
      } else now[bare] = input.value
    }
    setLive(now)
  }
  const kind = live.kind ?? ''
  // Without JavaScript every field shows (each hint names its kind); with it, the kind's own.
  const shown = (kinds: readonly string[]) => !hydrated || kinds.includes(kind)
  const zone = zoneOf(live)
  const where = !zone
    ? t('adminPrintZones.whereUnknown')
    : zone.kind === 'lines' && !trim
      ? t('adminPrintZones.whereNoFormat')
      : layoutAreas(
          { safetyMm: 0, zones: [zone], mirrorBack: false },
          trim ?? { width: 0, height: 0 },
        )[0]!.where[locale]
  const title = stored
    ? `${t('adminPrintZones.zone', { number: row + 1 })}: ${pick(stored.name, locale)}`
    : t('adminPrintZones.newZone')
  const edgesError = answer.errors[name('edges')]
  return (
    <fieldset
      className="rounded border border-slate-200 p-3"
      onChange={(event) => read(event.currentTarget)}
      onInput={(event) => read(event.currentTarget)}
      data-testid="zone-row"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
      {stored ? null : <p className="text-xs text-slate-600">{t('adminPrintZones.newZoneHint')}</p>}
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          name={name('kind')}
          label={t('adminPrintZones.kind')}
          error={answer.errors[name('kind')]}
          value={start.kind ?? ''}
          required={stored !== null}
          options={[
            ...(stored ? [] : [{ value: '', label: t('adminPrintZones.kindNone') }]),
            ...ZONE_KINDS.map((each) => ({
              value: each,
              label: t(`adminPrintZones.kinds.${each}`),
            })),
          ]}
        />
        <Shown when={shown(['band', 'eyelets'])}>
          <fieldset aria-describedby={`${name('edges')}-hint`}>
            <legend className="text-sm font-semibold text-slate-800">
              {t('adminPrintZones.edges')}
            </legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {EDGES.map((edge) => (
                <label key={edge} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    name={name(EDGE_FIELDS[edge])}
                    defaultChecked={start[EDGE_FIELDS[edge]] === 'on'}
                  />
                  {t(`adminPrintZones.edge.${edge}`)}
                </label>
              ))}
            </div>
            <p id={`${name('edges')}-hint`} className="mt-1 text-xs text-slate-600">
              {t('adminPrintZones.edgesHint')}
            </p>
            {edgesError ? (
              <p className="text-sm text-red-700" data-testid="field-error" role="alert">
                {edgesError}
              </p>
            ) : null}
          </fieldset>
        </Shown>
        {(Object.keys(ZONE_NUMBERS) as ZoneNumber[])
          .filter((field) => field !== 'parts' && field !== 'gapMm')
          .map((field) => (
            <Shown key={field} when={shown(ZONE_NUMBERS[field].kinds)}>
              <NumberField
                field={field}
                name={name(field)}
                answer={answer}
                value={start[field]}
                required={(ZONE_NUMBERS[field].kinds as readonly string[]).includes(kind)}
              />
            </Shown>
          ))}
        <Shown when={shown(['lines'])}>
          <Select
            name={name('axis')}
            label={t('adminPrintZones.field.axis')}
            hint={t('adminPrintZones.hint.axis')}
            error={answer.errors[name('axis')]}
            value={start.axis || 'vertical'}
            options={(['vertical', 'horizontal'] as const).map((axis) => ({
              value: axis,
              label: t(`adminPrintZones.axis.${axis}`),
            }))}
          />
        </Shown>
        {(['parts', 'gapMm'] as const).map((field) => (
          <Shown key={field} when={shown(ZONE_NUMBERS[field].kinds)}>
            <NumberField
              field={field}
              name={name(field)}
              answer={answer}
              value={start[field]}
              required={(ZONE_NUMBERS[field].kinds as readonly string[]).includes(kind)}
            />
          </Shown>
        ))}
        {(['nameDe', 'nameEn'] as const).map((field) => (
          <TextInput
            key={field}
            name={name(field)}
            label={t(`adminPrintZones.field.${field}`)}
            hint={t(`adminPrintZones.hint.${field}`)}
            error={answer.errors[name(field)]}
            value={start[field] ?? ''}
            maxLength={ZONE_NAME_MAX}
            required={stored !== null}
          />
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-800" data-testid="zone-where" aria-live="polite">
        {t('adminPrintZones.where')}: {where}
      </p>
      {stored ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-red-800">
          <input
            type="checkbox"
            name={name('remove')}
            defaultChecked={ticked(answer, name('remove'), false)}
          />
          {t('adminPrintZones.remove')}
        </label>
      ) : null}
    </fieldset>
  )
}

function Shown({ when, children }: { when: boolean; children: ReactNode }) {
  return <div hidden={!when}>{children}</div>
}

function NumberField({
  field,
  name,
  answer,
  value,
  required,
}: {
  field: ZoneNumber
  name: string
  answer: Answer
  value: string | undefined
  /** The row's kind reads this field. */
  required: boolean
}) {
  const { t } = useTranslation()
  return (
    <TextInput
      name={name}
      label={t(`adminPrintZones.field.${field}`)}
      hint={t(`adminPrintZones.hint.${field}`)}
      error={answer.errors[name]}
      value={value ?? ''}
      inputMode="numeric"
      required={required}
    />
  )
}

function Select({
  name,
  label,
  hint,
  error,
  value,
  options,
  required = true,
}: {
  name: string
  label: string
  hint?: string
  error?: string
  value: string
  options: { value: string; label: string }[]
  required?: boolean
}) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(props) => (
        <select {...props} name={name} defaultValue={value}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
