import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CartLine } from '#core/cart/cart.ts'
import { formatMoney } from '#core/money/money.ts'
import { DELIVERY_MODES, type DeliveryMode } from '#core/validation/checkout.ts'
import type { AddressView } from '#core/customers/address-view.ts'
import { Field } from '#app/components/account/Field.tsx'
import { NO_ADDRESS, type postMethodOptions } from '#app/lib/checkout-shipping.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { useHydrated } from '#app/lib/hydrated.ts'
import { type AddressDialogState, AddressLines, addressLabel } from './AddressDialogs.tsx'
import { LineText } from './ShippingSummary.tsx'

// The shipping step's fields (CHK-2 to CHK-4): an address chosen from the address book, the
// delivery mode, a shipment's post method and its lines.

export const buttonLink = 'font-semibold text-brand-700 hover:underline'

/**
 * An address from the address book: the select, the chosen address with its edit and delete
 * buttons, and a button that adds a new one.
 */
export function AddressPicker({
  addresses,
  label,
  name,
  value,
  onChange,
  error,
  testId,
  onDialog,
  onAdd,
  addClassName,
}: {
  addresses: AddressView[]
  label: string
  name: string
  value: number
  onChange: (id: number) => void
  error: string | undefined
  testId: string
  onDialog: (state: AddressDialogState) => void
  onAdd: () => void
  addClassName: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const address = addresses.find((candidate) => candidate.id === value)
  return (
    <>
      <Field label={label} error={error} required>
        {(props) => (
          <select
            {...props}
            name={name}
            value={value}
            onChange={(e) => onChange(Number(e.target.value))}
            data-testid={testId}
          >
            <option value={NO_ADDRESS}>{t('checkoutScreens.chooseAddress')}</option>
            {addresses.map((option) => (
              <option key={option.id} value={option.id}>
                {addressLabel(option, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {address ? (
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3 rounded-md bg-slate-50 p-3 text-sm">
          <address className="not-italic leading-relaxed text-slate-700">
            <AddressLines address={address} />
          </address>
          {address.sharedBy ? (
            // CO-10: a colleague's address is used as it is; only its owner changes it.
            <p className="text-slate-600" data-testid="address-shared">
              {t('company.addressShared', { name: address.sharedBy })}
            </p>
          ) : (
            <div className="flex gap-3">
              <AddressButton
                className={buttonLink}
                onClick={() => onDialog({ kind: 'edit', address })}
                fallback={`/profile/addresses?edit=${address.id}`}
              >
                {t('checkoutScreens.editThis')}
              </AddressButton>
              <AddressButton
                className="font-semibold text-red-700 hover:underline"
                onClick={() => onDialog({ kind: 'delete', address })}
                fallback={`/profile/addresses?delete=${address.id}`}
              >
                {t('checkoutScreens.deleteThis')}
              </AddressButton>
            </div>
          )}
        </div>
      ) : null}
      <AddressButton
        fallback="/profile/addresses?edit=new"
        className={addClassName}
        onClick={onAdd}
      >
        + {t('checkoutScreens.addAddress')}
      </AddressButton>
    </>
  )
}

/** CHK-2: the delivery mode — to the billing address, to another, or to several. */
export function DeliveryModeChoice({
  mode: chosen,
  onChange,
}: {
  mode: DeliveryMode
  onChange: (mode: DeliveryMode) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="rounded-lg bg-white p-4 sm:p-6">
      <legend className="float-left mb-3 w-full text-xl font-bold text-slate-900">
        {t('checkoutScreens.delivery')}
      </legend>
      <div className="clear-both flex flex-col gap-2">
        {DELIVERY_MODES.map((mode) => (
          <label
            key={mode}
            className="flex items-center gap-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={chosen === mode}
              onChange={() => onChange(mode)}
              className="size-4"
            />
            <span>
              {t(
                mode === 'same'
                  ? 'checkoutScreens.deliverySame'
                  : mode === 'different'
                    ? 'checkoutScreens.deliveryDifferent'
                    : 'checkoutScreens.deliveryMultiple',
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** CHK-4: a shipment's post method among its country's; `free`: TOT-4 makes it free. */
export function PostMethodSelect({
  index,
  methods: { options, selectable },
  postMethod,
  free,
  error,
  onChange,
}: {
  index: number
  methods: ReturnType<typeof postMethodOptions>
  postMethod: string | null
  free: boolean
  error: string | undefined
  onChange: (postMethod: string | null) => void
}) {
  const { t } = useTranslation()
  return (
    <Field label={t('checkoutScreens.postMethod')} error={error} required={selectable}>
      {(props) => (
        <select
          {...props}
          name={`shipment.${index}.postMethod`}
          value={selectable ? (postMethod ?? '') : ''}
          disabled={!selectable}
          onChange={(e) => onChange(e.target.value || null)}
          data-testid="post-method"
        >
          {selectable ? <option value="">{t('checkoutScreens.choosePostMethod')}</option> : null}
          {options.map((option) => (
            <option key={option.value || 'default'} value={option.value}>
              {option.text} –{' '}
              {/* A method the free-shipping rule makes free reads 'kostenlos', like the sum. */}
              {option.price === 0 || free ? t('checkoutScreens.free') : formatMoney(option.price)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** CHK-3: a shipment's lines, each of which can move to another shipment. */
export function ShipmentLines({
  lines,
  index,
  count,
  onMove,
}: {
  lines: CartLine[]
  index: number
  count: number
  onMove: (lineId: number, to: number) => void
}) {
  const { t } = useTranslation()
  return (
    <ul className="divide-y divide-slate-100 border-t border-slate-100">
      {lines.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
          data-testid="shipment-line"
        >
          <LineText item={item} />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('checkoutScreens.shipTo')}
            <select
              name={`line.${item.id}`}
              value={index}
              onChange={(e) => onMove(item.id, Number(e.target.value))}
              className="h-10 rounded-md border border-slate-300 bg-white px-2"
              data-testid="line-shipment"
            >
              {Array.from({ length: count }, (_, i) => (
                <option key={i} value={i}>
                  {t('checkoutScreens.shippingNumber', { number: i + 1 })}
                </option>
              ))}
            </select>
          </label>
        </li>
      ))}
    </ul>
  )
}

/**
 * A button that opens an address dialog; before hydration a link to the address book, where the
 * same form works without JavaScript (decision 0017).
 */
export function AddressButton({
  className,
  onClick,
  fallback,
  children,
}: {
  className: string
  onClick: () => void
  fallback: string
  children: React.ReactNode
}) {
  const hydrated = useHydrated()
  const { href } = useLocale()
  if (!hydrated) {
    return (
      <Link to={href(fallback)} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <button type="button" className={className} onClick={onClick}>
      {children}
    </button>
  )
}
