import { describe, expect, it } from 'vitest'
import { currentCheckoutStep } from './checkout-steps.ts'

describe('currentCheckoutStep', () => {
  it('numbers the five steps in both languages', () => {
    expect(currentCheckoutStep('/cart')).toBe(1)
    expect(currentCheckoutStep('/en/login')).toBe(2)
    expect(currentCheckoutStep('/shipping')).toBe(3)
    expect(currentCheckoutStep('/en/payment')).toBe(4)
    expect(currentCheckoutStep('/payment/checkout/order/success')).toBe(4)
    expect(currentCheckoutStep('/overview')).toBe(5)
    expect(currentCheckoutStep('/en/Thankyou')).toBe(5)
  })

  it('is 0 outside the checkout', () => {
    expect(currentCheckoutStep('/')).toBe(0)
    expect(currentCheckoutStep('/cartoons')).toBe(0)
    expect(currentCheckoutStep('/en/pages/imprint')).toBe(0)
  })
})
