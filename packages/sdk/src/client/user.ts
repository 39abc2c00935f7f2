import { limitationsSchema, monthlyStatSchema, userSchema } from '../schemas/user';
import type { Http } from './http';

/** The signed-in account. `me` is "the user call" of spec 000 §4: its 403 never opens the session modal. */
export function userResource(http: Http) {
  return {
    me: (signal?: AbortSignal) => http.call('GET', 'user/me', userSchema, { signal, userCall: true }),
    limitations: (signal?: AbortSignal) =>
      http.call('GET', 'user/limitations', limitationsSchema, { signal }),
    monthlyStat: (signal?: AbortSignal) =>
      http.call('GET', 'user/monthly-stat', monthlyStatSchema, { signal }),
  };
}
