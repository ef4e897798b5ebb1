import { useTranslation } from 'react-i18next'
import { Field } from '#app/components/account/Field.tsx'

/**
 * PO-1..PO-3: the buyer's purchase order number and cost centre at the payment step, named as
 * the payment step's body names them; the number is marked required when the customer's company
 * asks for one. The rules are core/validation/purchase-order.ts.
 */
export function PurchaseOrderFields({
  values,
  required,
  errors,
  onChange,
}: {
  values: { purchaseOrder: string; costCentre: string }
  required: boolean
  errors: { purchase_order?: string | undefined; cost_centre?: string | undefined }
  onChange: (field: 'purchase_order' | 'cost_centre', value: string) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('purchaseOrder.label')}
        required={required}
        hint={required ? t('purchaseOrder.requiredHint') : t('purchaseOrder.hint')}
        error={errors.purchase_order}
      >
        {(props) => (
          <input
            {...props}
            name="purchase_order"
            value={values.purchaseOrder}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onChange('purchase_order', e.target.value)}
            data-testid="purchase-order"
          />
        )}
      </Field>
      <Field label={t('purchaseOrder.costCentre')} error={errors.cost_centre}>
        {(props) => (
          <input
            {...props}
            name="cost_centre"
            value={values.costCentre}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onChange('cost_centre', e.target.value)}
            data-testid="cost-centre"
          />
        )}
      </Field>
    </div>
  )
}
