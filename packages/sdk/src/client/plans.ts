import type { Http } from './http';

/** The plans (000 §1, §2 packages page). */
export function plansResource(http: Http) {
  return {
    /** `GET /plans`: the four plans with their limits, the account's plan and the pricing page. */
    list: (signal?: AbortSignal) => http.call('GET', 'plans', (s) => s.plansAnswerSchema, { signal }),
  };
}
