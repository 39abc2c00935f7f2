import type { FormInput } from '../schemas/form';
import { readDownload } from './download';
import type { Http } from './http';

/** Subscriber forms of the signed-in account (000 §7 Forms). */
export function formsResource(http: Http) {
  return {
    /** `GET /form`: every form, newest first, with subscription counts and customer/campaign details. */
    list: (signal?: AbortSignal) =>
      http.call('GET', 'form', (s) => s.z.array(s.subscriberFormSchema), { signal }),
    /** `POST /form`: 422 ValidationError with the 000 §5 messages per field when a rule is broken. */
    create: (input: FormInput, signal?: AbortSignal) =>
      http.call('POST', 'form', (s) => s.subscriberFormSchema, { json: input, signal }),
    /** `PUT /form/{id}`: replaces the form's fields (same rules as create). */
    update: (id: number, input: FormInput, signal?: AbortSignal) =>
      http.call('PUT', `form/${id}`, (s) => s.subscriberFormSchema, { json: input, signal }),
    /** `DELETE /form/{id}`: removes the form and its subscriptions. */
    remove: (id: number, signal?: AbortSignal) =>
      http.call('DELETE', `form/${id}`, (s) => s.z.object({ id: s.z.number().int() }), { signal }),
    /** `GET /form/{id}/subscriptions?customer&campaign` as JSON rows. */
    subscriptions: (
      id: number,
      filter: { customer?: string; campaign?: string } = {},
      signal?: AbortSignal,
    ) =>
      http.call('GET', `form/${id}/subscriptions`, (s) => s.z.array(s.formSubscriptionSchema), {
        searchParams: filter,
        signal,
      }),
    /**
     * `GET /form/{id}/subscriptions?customer&campaign&format=csv`: the `;`-separated CSV and its file
     * name (prefix plus slugified form, customer and campaign). Zero subscriptions: 404 NotFoundError.
     */
    subscriptionsCsv: async (
      id: number,
      filter: { customer?: string; campaign?: string } = {},
      signal?: AbortSignal,
    ) =>
      readDownload(
        await http.raw('GET', `form/${id}/subscriptions`, {
          searchParams: { ...filter, format: 'csv' },
          signal,
        }),
        'subscriptions.csv',
      ),
  };
}
