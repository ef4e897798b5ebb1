import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useFetcher, useNavigation } from 'react-router'
import type { CartLine, CartSummary } from '#core/cart/cart.ts'
import { formatMoney } from '#core/money/money.ts'
import { DELIVERY_MODES, type DeliveryMode } from '#core/validation/checkout.ts'
import type { AddressView } from '#core/customers/address-view.ts'
import { Field } from '#app/components/account/Field.tsx'
import {
  assignLine,
  choicesToForm,
  effectiveShipments,
  NO_ADDRESS,
  type PostMethodOption,
  postMethodOptions,
  removeShipment,
  type ShippingChoices,
  type ShippingEstimate,
  shippingProblemKey,
  toShippingStep,
} from '#app/lib/checkout-shipping.ts'
import { type FormFailureData, fieldMessages, useFormFetcher } from '#app/lib/forms.ts'
import { useEuroAmount, useLocale } from '#app/lib/i18n.ts'
import { useHydrated } from '#app/lib/hydrated.ts'
import { LineDescription } from '#app/components/cart/LineDescription.tsx'
import { AlertList } from '#app/components/ui/AlertList.tsx'
import {
  type AddressDialogState,
  AddressDialogs,
  AddressLines,
  addressLabel,
} from './AddressDialogs.tsx'

const buttonLink = 'font-semibold text-brand-700 hover:underline'

/**
 * /shipping (CHK-2 to CHK-4): billing address, delivery mode, shipments with their post methods.
 * The form posts to the step's action (decision 0017): with JavaScript the choices change here and
 * the server prices them (`preview`); without it each change is a post that answers the page.
 */
export function ShippingScreen({
  addresses,
  cart,
  initial,
  estimate: initialEstimate,
  methodsByCountry,
  freeShippingAboveCents,
  failure,
}: {
  addresses: AddressView[]
  cart: CartSummary
  initial: ShippingChoices
  /** The server's prices for `initial` (TOT-2, TOT-4, TOT-5). */
  estimate: ShippingEstimate
  methodsByCountry: Record<number, PostMethodOption[]>
  /** TOT-4: the threshold the note names (the shop's setting, STAFF-11). */
  freeShippingAboveCents: number
  /** A refused post made without JavaScript (the route's action data). */
  failure?: FormFailureData
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const euros = useEuroAmount()
  const lineIds = cart.lines.map((item) => item.id)
  const [choices, setChoices] = useState<ShippingChoices>(initial)
  const [dialog, setDialog] = useState<AddressDialogState>(null)
  // Where a new address goes once saved: the billing select or a shipment's.
  const [newFor, setNewFor] = useState<'billing' | number>('billing')
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldMessages(failure))
  const [alert, setAlert] = useState<string[]>(() => (failure ? [failure.message] : []))
  const formRef = useRef<HTMLFormElement>(null)

  const byId = new Map(addresses.map((address) => [address.id, address]))
  const countryOf = (id: number) => byId.get(id)?.countryId
  const defaultText = t('checkoutScreens.postMethodDefault')
  const postOptions = (addressId: number) =>
    postMethodOptions(addressId, countryOf, methodsByCountry, defaultText)
  const shipments = effectiveShipments(choices, lineIds)

  // The server prices each change (no price is computed in the browser).
  const preview = useFetcher<{ ok: true; estimate: ShippingEstimate }>()
  const priced = useRef(choices)
  useEffect(() => {
    if (priced.current === choices) return
    priced.current = choices
    void preview.submit({ ...choicesToForm(choices), intent: 'preview' }, { method: 'post' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a submit per change of choices
  }, [choices])
  const estimate = preview.data?.ok ? preview.data.estimate : initialEstimate
  const navigation = useNavigation()
  const saver = useFormFetcher((result) => {
    // A saved step goes on to /payment (the action redirects); only a refusal comes back.
    if (result.ok) return
    setErrors(fieldMessages(result))
    setAlert([result.message])
  })

  // Changes build on the latest state, so quick successive edits never undo each other.
  // An error banner goes with the errors it was about: any change clears both.
  function update(next: ShippingChoices | ((previous: ShippingChoices) => ShippingChoices)) {
    setChoices(next)
    setErrors({})
    setAlert([])
  }

  function setShipment(index: number, change: { addressId?: number; postMethod?: string | null }) {
    update((previous) => ({
      ...previous,
      shipments: previous.shipments.map((shipment, i) =>
        i === index
          ? {
              ...shipment,
              ...change,
              // A new destination has other post methods: choose again.
              ...(change.addressId !== undefined ? { postMethod: null } : {}),
            }
          : shipment,
      ),
    }))
  }

  function setMode(mode: DeliveryMode) {
    update((previous) => ({
      ...previous,
      mode,
      shipments:
        mode === 'multiple'
          ? previous.shipments
          : [
              {
                ...previous.shipments[0]!,
                cartItemIds: lineIds,
                addressId: mode === 'same' ? NO_ADDRESS : previous.shipments[0]!.addressId,
              },
            ],
    }))
  }

  function onSaved(saved?: { id: number }) {
    setDialog(null)
    if (saved && dialog?.kind === 'new') {
      if (newFor === 'billing') update((previous) => ({ ...previous, billingAddressId: saved.id }))
      else setShipment(newFor, { addressId: saved.id })
    }
  }

  function onDeleted(id: number) {
    setDialog(null)
    update((previous) => ({
      ...previous,
      billingAddressId: previous.billingAddressId === id ? NO_ADDRESS : previous.billingAddressId,
      shipments: previous.shipments.map((shipment) =>
        shipment.addressId === id
          ? { ...shipment, addressId: NO_ADDRESS, postMethod: null }
          : shipment,
      ),
    }))
  }

  function openNew(target: 'billing' | number) {
    setNewFor(target)
    setDialog({ kind: 'new' })
  }

  // Saving goes on to /payment: pending until that page is there.
  const saving = saver.busy || navigation.state !== 'idle'

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAlert([])
    // The action checks the same at once; this spares a round trip for the obvious.
    const result = toShippingStep(choices, lineIds, (id) => postOptions(id).selectable)
    if ('problems' in result) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.problems).map(([key, problem]) => [
            key,
            t(shippingProblemKey(problem)),
          ]),
        ),
      )
      setAlert([t('validation.fixErrors')])
      return
    }
    void saver.submit({ ...choicesToForm(choices), intent: 'save' }, { method: 'post' })
  }

  /** A button that changes the choices: here with JavaScript, a post without it. */
  const changeButton = (intent: string, onClick: () => void) => ({
    type: 'submit' as const,
    name: 'intent',
    value: intent,
    onClick: (event: React.MouseEvent) => {
      event.preventDefault()
      onClick()
    },
  })

  const addressSelect = (
    label: string,
    name: string,
    value: number,
    onChange: (id: number) => void,
    error: string | undefined,
    testId: string,
  ) => (
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
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {addressLabel(address)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )

  const chosenAddress = (id: number) => {
    const address = byId.get(id)
    if (!address) return null
    return (
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3 rounded-md bg-slate-50 p-3 text-sm">
        <address className="not-italic leading-relaxed text-slate-700">
          <AddressLines address={address} />
        </address>
        <div className="flex gap-3">
          <AddressButton
            className={buttonLink}
            onClick={() => setDialog({ kind: 'edit', address })}
            fallback={`/profile/addresses?edit=${address.id}`}
          >
            {t('checkoutScreens.editThis')}
          </AddressButton>
          <AddressButton
            className="font-semibold text-red-700 hover:underline"
            onClick={() => setDialog({ kind: 'delete', address })}
            fallback={`/profile/addresses?delete=${address.id}`}
          >
            {t('checkoutScreens.deleteThis')}
          </AddressButton>
        </div>
      </div>
    )
  }

  const postMethodSelect = (index: number, addressId: number, postMethod: string | null) => {
    const { options, selectable } = postOptions(addressId)
    const free = estimate.freeShipping[index] ?? false
    return (
      <Field
        label={t('checkoutScreens.postMethod')}
        error={errors[`shippings.${index}.postMethod`]}
        required={selectable}
      >
        {(props) => (
          <select
            {...props}
            name={`shipment.${index}.postMethod`}
            value={selectable ? (postMethod ?? '') : ''}
            disabled={!selectable}
            onChange={(e) => setShipment(index, { postMethod: e.target.value || null })}
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

  return (
    <main id="main" tabIndex={-1} className="container-shop py-8 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('checkoutScreens.shippingTitle')}</h1>
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]"
      >
        {/* Enter in a field saves, as the visible button does (the first submit button). */}
        <button
          type="submit"
          name="intent"
          value="save"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        />
        <input type="hidden" name="shipments" value={choices.shipments.length} />
        <div className="flex min-w-0 flex-col gap-6">
          <AlertList messages={alert} testId="shipping-alert" />
          <section className="rounded-lg bg-white p-4 sm:p-6" aria-labelledby="billing-title">
            <h2 id="billing-title" className="mb-3 text-xl font-bold text-slate-900">
              {t('checkoutScreens.billingAddress')}
            </h2>
            {addresses.length === 0 ? (
              <div className="flex flex-col items-start gap-3" data-testid="no-address">
                <p className="text-slate-700">{t('checkoutScreens.enterBillingAddress')}</p>
                <AddressButton
                  fallback="/profile/addresses?edit=new"
                  onClick={() => openNew('billing')}
                  className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('checkoutScreens.addAddress')}
                </AddressButton>
              </div>
            ) : (
              <>
                {addressSelect(
                  t('checkoutScreens.billingAddress'),
                  'billingAddressId',
                  choices.billingAddressId,
                  (id) =>
                    update((previous) => ({
                      ...previous,
                      billingAddressId: id,
                      // Delivery to the billing address: its country's post methods apply.
                      shipments:
                        previous.mode === 'same'
                          ? previous.shipments.map((shipment) => ({
                              ...shipment,
                              postMethod: null,
                            }))
                          : previous.shipments,
                    })),
                  errors.billingAddressId,
                  'billing-address',
                )}
                {chosenAddress(choices.billingAddressId)}
                <AddressButton
                  fallback="/profile/addresses?edit=new"
                  className={`mt-3 ${buttonLink}`}
                  onClick={() => openNew('billing')}
                >
                  + {t('checkoutScreens.addAddress')}
                </AddressButton>
              </>
            )}
          </section>

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
                    checked={choices.mode === mode}
                    onChange={() => setMode(mode)}
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

          {choices.mode === 'multiple' ? (
            <>
              {choices.shipments.map((shipment, index) => (
                <section
                  key={index}
                  className="flex flex-col gap-4 rounded-lg bg-white p-4 sm:p-6"
                  aria-labelledby={`shipment-${index}`}
                  data-testid="shipment"
                >
                  <div className="flex items-center justify-between gap-3">
                    <h2 id={`shipment-${index}`} className="text-xl font-bold text-slate-900">
                      {t('checkoutScreens.shippingNumber', { number: index + 1 })}
                    </h2>
                    {choices.shipments.length > 1 ? (
                      <button
                        {...changeButton(`remove-shipment-${index}`, () =>
                          update((previous) => ({
                            ...previous,
                            shipments: removeShipment(previous.shipments, index),
                          })),
                        )}
                        aria-label={t('checkoutScreens.removeShipping', { number: index + 1 })}
                        className="flex size-10 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
                      >
                        <Trash2 aria-hidden="true" className="size-5" />
                      </button>
                    ) : null}
                  </div>
                  {addressSelect(
                    t('checkoutScreens.deliveryAddress'),
                    `shipment.${index}.addressId`,
                    shipment.addressId,
                    (id) => setShipment(index, { addressId: id }),
                    errors[`shippings.${index}.addressId`],
                    'shipment-address',
                  )}
                  {chosenAddress(shipment.addressId)}
                  <AddressButton
                    fallback="/profile/addresses?edit=new"
                    className={`self-start ${buttonLink}`}
                    onClick={() => openNew(index)}
                  >
                    + {t('checkoutScreens.addAddress')}
                  </AddressButton>
                  {postMethodSelect(index, shipment.addressId, shipment.postMethod)}
                  {shipment.cartItemIds.length === 0 ? (
                    <p
                      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                      data-testid="empty-shipment"
                    >
                      {t('checkoutScreens.emptyShipment')}
                    </p>
                  ) : null}
                  <ul className="divide-y divide-slate-100 border-t border-slate-100">
                    {cart.lines
                      .filter((item) => shipment.cartItemIds.includes(item.id))
                      .map((item) => (
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
                              onChange={(e) => {
                                const to = Number(e.target.value)
                                update((previous) => ({
                                  ...previous,
                                  shipments: assignLine(previous.shipments, item.id, to),
                                }))
                              }}
                              className="h-10 rounded-md border border-slate-300 bg-white px-2"
                              data-testid="line-shipment"
                            >
                              {choices.shipments.map((_, i) => (
                                <option key={i} value={i}>
                                  {t('checkoutScreens.shippingNumber', { number: i + 1 })}
                                </option>
                              ))}
                            </select>
                          </label>
                        </li>
                      ))}
                  </ul>
                </section>
              ))}
              {errors.shippings ? (
                <p className="text-sm text-red-700" role="alert">
                  {errors.shippings}
                </p>
              ) : null}
              <button
                {...changeButton('add-shipment', () =>
                  update((previous) => ({
                    ...previous,
                    shipments: [
                      ...previous.shipments,
                      { addressId: NO_ADDRESS, postMethod: null, cartItemIds: [] },
                    ],
                  })),
                )}
                className="inline-flex items-center gap-2 self-start rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                data-testid="add-shipment"
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('checkoutScreens.addShipping')}
              </button>
            </>
          ) : (
            <section
              className="flex flex-col gap-4 rounded-lg bg-white p-4 sm:p-6"
              aria-labelledby="delivery-title"
            >
              <h2 id="delivery-title" className="text-xl font-bold text-slate-900">
                {t('checkoutScreens.deliveryAddress')}
              </h2>
              {choices.mode === 'different' ? (
                <>
                  {addressSelect(
                    t('checkoutScreens.deliveryAddress'),
                    'shipment.0.addressId',
                    choices.shipments[0]!.addressId,
                    (id) => setShipment(0, { addressId: id }),
                    errors['shippings.0.addressId'],
                    'shipment-address',
                  )}
                  {chosenAddress(choices.shipments[0]!.addressId)}
                  <AddressButton
                    fallback="/profile/addresses?edit=new"
                    className={`self-start ${buttonLink}`}
                    onClick={() => openNew(0)}
                  >
                    + {t('checkoutScreens.addAddress')}
                  </AddressButton>
                </>
              ) : (
                <p className="text-sm text-slate-700">{t('checkoutScreens.deliverySame')}</p>
              )}
              {postMethodSelect(0, shipments[0]!.addressId, choices.shipments[0]!.postMethod)}
            </section>
          )}
        </div>

        <aside
          className="flex h-fit flex-col gap-4 rounded-lg bg-white p-5"
          data-testid="shipping-summary"
        >
          <h2 className="text-lg font-bold text-slate-900">{t('checkoutScreens.summary')}</h2>
          <ul className="divide-y divide-slate-100 text-sm">
            {cart.lines.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-2">
                <LineText item={item} />
                <span className="shrink-0 font-semibold">
                  {formatMoney(item.priced.totalCents)}
                </span>
              </li>
            ))}
          </ul>
          <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
            <div className="flex justify-between">
              <dt>{t('checkoutScreens.goods')}</dt>
              <dd>{formatMoney(estimate.goodsCents)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{t('checkoutScreens.shipping')}</dt>
              <dd data-testid="shipping-price">
                {estimate.shippingOpen
                  ? t('checkoutScreens.shippingOpen')
                  : estimate.shippingCents === 0
                    ? t('checkoutScreens.free')
                    : formatMoney(estimate.shippingCents)}
              </dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-1 font-bold">
              <dt>{t('checkoutScreens.totals.net')}</dt>
              <dd>{formatMoney(estimate.netCents)}</dd>
            </div>
            {estimate.serviceFeeCents > 0 ? (
              <div className="flex flex-wrap justify-between gap-x-3 pt-1">
                <dt>{t('checkoutScreens.totals.serviceFee')}</dt>
                <dd data-testid="shipping-service-fee">{formatMoney(estimate.serviceFeeCents)}</dd>
                <dd className="basis-full text-xs text-slate-600" data-testid="service-fee-help">
                  {t('checkoutScreens.totals.serviceFeeHelp')}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="text-xs text-slate-600">
            {t('checkoutScreens.freeShippingNote', {
              threshold: euros(freeShippingAboveCents),
            })}{' '}
            {t('checkoutScreens.vatAtPayment')}
          </p>
          {/* Without JavaScript a changed mode or address shows its post methods after this. */}
          <noscript>
            <button
              type="submit"
              name="intent"
              value="update"
              className="h-11 w-full rounded-md border border-brand-700 font-semibold text-brand-700"
            >
              {t('checkoutScreens.update')}
            </button>
          </noscript>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            aria-busy={saving}
            className="flex h-11 items-center justify-center rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            data-testid="to-payment"
          >
            {saving ? t('checkoutScreens.saving') : t('checkoutScreens.toPayment')}
          </button>
          <Link to={href('/cart')} className="text-center text-sm text-brand-700 hover:underline">
            {t('checkoutScreens.backToCart')}
          </Link>
        </aside>
      </Form>
      <AddressDialogs
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={onSaved}
        onDeleted={onDeleted}
      />
    </main>
  )
}

function LineText({ item }: { item: CartLine }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-slate-900">{item.productTitle}</span>
      <LineDescription item={item} showQuantity />
    </span>
  )
}

/**
 * A button that opens an address dialog; before hydration a link to the address book, where the
 * same form works without JavaScript (decision 0017).
 */
function AddressButton({
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
