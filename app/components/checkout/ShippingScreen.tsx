import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useFetcher, useNavigation } from 'react-router'
import type { CartSummary } from '#core/cart/cart.ts'
import type { AddressView } from '#core/customers/address-view.ts'
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
import { useShippingChoices } from '#app/lib/shipping-choices.ts'
import { AlertList } from '#app/components/ui/AlertList.tsx'
import { type AddressDialogState, AddressDialogs } from './AddressDialogs.tsx'
import {
  AddressButton,
  AddressPicker,
  buttonLink,
  DeliveryModeChoice,
  PostMethodSelect,
  ShipmentLines,
} from './ShippingFields.tsx'
import { ShippingSummary } from './ShippingSummary.tsx'

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
  const lineIds = cart.lines.map((item) => item.id)
  const [dialog, setDialog] = useState<AddressDialogState>(null)
  // Where a new address goes once saved: the billing select or a shipment's.
  const [newFor, setNewFor] = useState<'billing' | number>('billing')
  const {
    choices,
    errors,
    setErrors,
    alert,
    setAlert,
    update,
    setShipment,
    setMode,
    forgetAddress,
  } = useShippingChoices(initial, lineIds, failure)
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

  function onSaved(saved?: { id: number }) {
    setDialog(null)
    if (saved && dialog?.kind === 'new') {
      if (newFor === 'billing') update((previous) => ({ ...previous, billingAddressId: saved.id }))
      else setShipment(newFor, { addressId: saved.id })
    }
  }

  function onDeleted(id: number) {
    setDialog(null)
    forgetAddress(id)
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

  const postMethodSelect = (index: number, addressId: number, postMethod: string | null) => (
    <PostMethodSelect
      index={index}
      methods={postOptions(addressId)}
      postMethod={postMethod}
      free={estimate.freeShipping[index] ?? false}
      error={errors[`shippings.${index}.postMethod`]}
      onChange={(value) => setShipment(index, { postMethod: value })}
    />
  )

  // What every address picker of the step shares: the address book and its dialogs.
  const picker = { addresses, onDialog: setDialog }

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
              <AddressPicker
                {...picker}
                label={t('checkoutScreens.billingAddress')}
                name="billingAddressId"
                value={choices.billingAddressId}
                onChange={(id) =>
                  update((previous) => ({
                    ...previous,
                    billingAddressId: id,
                    // Delivery to the billing address: its country's post methods apply.
                    shipments:
                      previous.mode === 'same'
                        ? previous.shipments.map((shipment) => ({ ...shipment, postMethod: null }))
                        : previous.shipments,
                  }))
                }
                error={errors.billingAddressId}
                testId="billing-address"
                onAdd={() => openNew('billing')}
                addClassName={`mt-3 ${buttonLink}`}
              />
            )}
          </section>

          <DeliveryModeChoice mode={choices.mode} onChange={setMode} />

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
                  <AddressPicker
                    {...picker}
                    label={t('checkoutScreens.deliveryAddress')}
                    name={`shipment.${index}.addressId`}
                    value={shipment.addressId}
                    onChange={(id) => setShipment(index, { addressId: id })}
                    error={errors[`shippings.${index}.addressId`]}
                    testId="shipment-address"
                    onAdd={() => openNew(index)}
                    addClassName={`self-start ${buttonLink}`}
                  />
                  {postMethodSelect(index, shipment.addressId, shipment.postMethod)}
                  {shipment.cartItemIds.length === 0 ? (
                    <p
                      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                      data-testid="empty-shipment"
                    >
                      {t('checkoutScreens.emptyShipment')}
                    </p>
                  ) : null}
                  <ShipmentLines
                    lines={cart.lines.filter((item) => shipment.cartItemIds.includes(item.id))}
                    index={index}
                    count={choices.shipments.length}
                    onMove={(lineId, to) =>
                      update((previous) => ({
                        ...previous,
                        shipments: assignLine(previous.shipments, lineId, to),
                      }))
                    }
                  />
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
                <AddressPicker
                  {...picker}
                  label={t('checkoutScreens.deliveryAddress')}
                  name="shipment.0.addressId"
                  value={choices.shipments[0]!.addressId}
                  onChange={(id) => setShipment(0, { addressId: id })}
                  error={errors['shippings.0.addressId']}
                  testId="shipment-address"
                  onAdd={() => openNew(0)}
                  addClassName={`self-start ${buttonLink}`}
                />
              ) : (
                <p className="text-sm text-slate-700">{t('checkoutScreens.deliverySame')}</p>
              )}
              {postMethodSelect(0, shipments[0]!.addressId, choices.shipments[0]!.postMethod)}
            </section>
          )}
        </div>

        <ShippingSummary
          cart={cart}
          estimate={estimate}
          freeShippingAboveCents={freeShippingAboveCents}
          saving={saving}
        />
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
