/** The intents of 'pay now' and 'drop the order' (PAY-1), shared by the forms and the actions. */
export const PAY_ORDER_INTENT = 'pay-order'
export const DROP_ORDER_INTENT = 'drop-order'
