/** The intents of 'pay now' and 'drop the order' (TOT-7), shared by the forms and the actions. */
export const PAY_ORDER_INTENT = 'pay-order'
export const DROP_ORDER_INTENT = 'drop-order'
