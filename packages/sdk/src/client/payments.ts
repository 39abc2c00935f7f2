import type { PaymentAdd } from '../schemas/payment';
import type { Http } from './http';

/** The account's connected card payment providers (000 §2 Payments, §7). */
export function paymentsResource(http: Http) {
  return {
    /** `GET /payment/get-connected-payments`: every provider, oldest first; secret keys masked. */
    list: (signal?: AbortSignal) =>
      http.call('GET', 'payment/get-connected-payments', (s) => s.z.array(s.paymentProviderSchema), {
        signal,
      }),
    /**
     * `POST /payment/add-payment {type, title, data}`: the server checks the keys with the provider
     * and stores the secret key encrypted. 422 ValidationError with the provider's text when it
     * refuses the keys; 403 without payment integration in the plan or when masqueraded.
     */
    add: (input: PaymentAdd, signal?: AbortSignal) =>
      http.call('POST', 'payment/add-payment', (s) => s.paymentProviderSchema, { json: input, signal }),
    /** `DELETE /payment/{id}`: removes a provider of this account (404 for any other id). */
    remove: (id: number, signal?: AbortSignal) =>
      http.call('DELETE', `payment/${id}`, (s) => s.z.object({ id: s.z.number().int() }), { signal }),
  };
}
