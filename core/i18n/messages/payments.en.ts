// Texts of the payments: API answers, the test-mode page and the result pages.
export const paymentsEn = {
  payments: {
    orderNotFound: 'This order was not found.',
    alreadyPaid: 'This order has already been paid.',
    orderCancelled: 'This order was cancelled and can no longer be paid.',
    notOnline: 'This order is paid by prepayment or on invoice; there is nothing to pay online.',
    notStarted: 'No payment was started for this order yet.',
    unavailable:
      'The payment service cannot be reached right now. Your order is saved; please try again in a few minutes.',
    failed: 'The payment could not be processed. Please try again or choose another method.',
    description: 'Order {{number}}',
    captured: 'The payment was received.',
    cancelled: 'The payment was cancelled. You can pay the order again.',
    cannotDrop: 'This order can no longer be dropped.',
    test: {
      pageTitle: 'Test payment',
      banner: 'TEST MODE — no money moves',
      intro:
        'No payment provider is configured, so this page stands in for the card or PayPal payment page. Choose how the payment should end.',
      order: 'Payment for',
      amount: 'Amount',
      succeed: 'Simulate a successful payment',
      fail: 'Let the payment fail',
      invalid: 'This test payment link is incomplete.',
      noticeLabel: 'Test mode',
      notice: 'Test mode: payments are simulated. No money moves.',
      onlyOnPage: 'A test payment is completed on the test payment page only.',
    },
    success: {
      pageTitle: 'Payment successful',
      headline: 'Congratulations, transaction successfully approved.',
      captureTitle: 'Complete your payment',
      captureText:
        'PayPal has approved your payment. Complete it so that we can collect the amount.',
      capture: 'Complete payment now',
      pendingTitle: 'Payment being confirmed',
      pending:
        'Your payment has not been confirmed by the payment service yet. We will let you know as soon as it arrives.',
      orderNumber: 'Order number',
      amount: 'Amount',
      toOverview: 'View the order',
      toOrders: 'My orders',
    },
    failedPage: {
      pageTitle: 'Payment failed',
      headline: 'Oh, we were unable to process your payment.',
      text: 'Your order {{number}} is saved. You can pay it again or return to your cart.',
      toCart: 'Back to the cart',
      payAgain: 'Pay again',
      paying: 'One moment …',
    },
  },
}
