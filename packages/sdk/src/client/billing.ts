import type { AddCard, PaymentMethodAdd } from '../schemas/billing';
import type { Http } from './http';

/**
 * The account's billing with the product itself (000 §2 Profile: orders, subscription, payment
 * methods; 001 §4 allow extra viewers). Impression-based accounts get 403 on the list and change
 * calls; masqueraded sessions get 403 on every change.
 */
export function billingResource(http: Http) {
  return {
    /** `GET /user/payment-methods`: the cards on file, the default first. */
    paymentMethods: (signal?: AbortSignal) =>
      http.call('GET', 'user/payment-methods', (s) => s.z.array(s.paymentMethodSchema), { signal }),
    /**
     * `POST /user/payment-method {data: {payment_method_id}, default}`: keeps a card the Payment
     * Element confirmed on the account, as default when asked (or when it is the only one).
     */
    addPaymentMethod: (input: PaymentMethodAdd, signal?: AbortSignal) =>
      http.call('POST', 'user/payment-method', (s) => s.paymentMethodSchema, { json: input, signal }),
    /** `DELETE /user/payment-method/{id}`: detaches the card; 404 for a card not on this account. */
    removePaymentMethod: (id: string, signal?: AbortSignal) =>
      http.call('DELETE', `user/payment-method/${encodeURIComponent(id)}`, (s) => s.billingDoneSchema, {
        signal,
      }),
    /** `PUT /user/payment-method/{id}/default`: makes the card the one invoices are charged to. */
    makeDefault: (id: string, signal?: AbortSignal) =>
      http.call('PUT', `user/payment-method/${encodeURIComponent(id)}/default`, (s) => s.billingDoneSchema, {
        signal,
      }),
    /** `GET /payment/card-setup`: whether this server takes cards (so "Add card" can work). */
    cardSetup: (signal?: AbortSignal) =>
      http.call('GET', 'payment/card-setup', (s) => s.cardSetupSchema, { signal }),
    /** `GET /payment/check-card`: card on file or not, and what the add-card checkout needs. */
    checkCard: (signal?: AbortSignal) =>
      http.call('GET', 'payment/check-card', (s) => s.cardCheckSchema, { signal }),
    /** `POST /payment/add-card {payment_method_id}`: the add-card checkout's card; it becomes the default. */
    addCard: (input: AddCard, signal?: AbortSignal) =>
      http.call('POST', 'payment/add-card', (s) => s.paymentMethodSchema, { json: input, signal }),
    /** `GET /user/orders`: the account's invoices, newest first. */
    orders: (signal?: AbortSignal) =>
      http.call('GET', 'user/orders', (s) => s.z.array(s.orderSchema), { signal }),
    /** `GET /user/subscriptions`: the account's subscriptions, newest first. */
    subscriptions: (signal?: AbortSignal) =>
      http.call('GET', 'user/subscriptions', (s) => s.z.array(s.subscriptionSchema), { signal }),
    /** `DELETE /user/subscription/{id}`: cancels at the period's end; the plan runs until then. */
    cancelSubscription: (id: string, signal?: AbortSignal) =>
      http.call('DELETE', `user/subscription/${encodeURIComponent(id)}`, (s) => s.billingDoneSchema, {
        signal,
      }),
  };
}
