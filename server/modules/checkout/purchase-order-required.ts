/**
 * PO-3 (decision 0056): whether a customer must give a purchase order number at the payment
 * step. The checkout service asks it on every save of the payment step and before placing the
 * order. The company-wide switch answers it once companies exist; until then (and when the
 * services are built without one) nobody must.
 */
export type PurchaseOrderRequired = (customerId: number) => Promise<boolean>

export const purchaseOrderNeverRequired: PurchaseOrderRequired = async () => false
