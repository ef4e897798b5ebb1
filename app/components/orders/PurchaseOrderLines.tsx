import { useTranslation } from 'react-i18next'
import type { OrderDetailView } from '#core/orders/order-views.ts'

/** PO-1: the buyer's purchase order number and cost centre under the billing address. */
export function PurchaseOrderLines({
  order,
}: {
  order: Pick<OrderDetailView, 'purchaseOrder' | 'costCentre'>
}) {
  const { t } = useTranslation()
  return (
    <>
      {order.purchaseOrder ? (
        <p className="mt-1 text-sm" data-testid="order-purchase-order">
          {t('purchaseOrder.label')}: {order.purchaseOrder}
        </p>
      ) : null}
      {order.costCentre ? (
        <p className="mt-1 text-sm" data-testid="order-cost-centre">
          {t('purchaseOrder.costCentre')}: {order.costCentre}
        </p>
      ) : null}
    </>
  )
}
