// PAY-10: where the payment providers send the customer back.

export const PAYMENT_SUCCESS_PATH = '/payment/checkout/order/success'

export const PAYMENT_FAILED_PATH = '/payment/checkout/order/failed'
