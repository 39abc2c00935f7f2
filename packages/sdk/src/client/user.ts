import type { Language } from '../schemas/common';
import type { PasswordChange, UserUpdate } from '../schemas/user';
import type { Http } from './http';

/**
 * The signed-in account. `me` is "the user call" of spec 000 §4: its 403 never opens the session
 * modal. Its answer is shared by the page's sharing clients (`ClientOptions.shareAnswers`): the
 * shell and every element ask for it as they mount, and one request answers them all.
 */
export function userResource(http: Http) {
  return {
    me: (signal?: AbortSignal) =>
      http.call('GET', 'user/me', (s) => s.userSchema, { signal, userCall: true, share: true }),
    /**
     * `PUT /user/me`: saves the account form and answers the updated user. 422 ValidationError with
     * the 000 §5 messages per field (`first_name`, `email`, …), also when the e-mail is another
     * account's; 403 for a masqueraded session.
     */
    update: (input: UserUpdate, signal?: AbortSignal) =>
      http.call('PUT', 'user/me', (s) => s.userSchema, { json: input, signal }),
    /**
     * `PUT /user/change-password`: 422 ValidationError per field when a 000 §5 rule fails, the new
     * password is under 8 characters or the current one is wrong; ends the account's other sessions.
     */
    changePassword: (input: PasswordChange, signal?: AbortSignal) =>
      http.call('PUT', 'user/change-password', (s) => s.passwordChangedSchema, { json: input, signal }),
    /**
     * `PUT /user/language`: the account's dashboard language (en, hu, de, ar; 000 §9), remembered
     * on the account; answers the user. 403 for a masqueraded session.
     */
    setLanguage: (language: Language, signal?: AbortSignal) =>
      http.call('PUT', 'user/language', (s) => s.userSchema, { json: { language }, signal }),
    limitations: (signal?: AbortSignal) =>
      http.call('GET', 'user/limitations', (s) => s.limitationsSchema, { signal }),
    monthlyStat: (signal?: AbortSignal) =>
      http.call('GET', 'user/monthly-stat', (s) => s.monthlyStatSchema, { signal }),
  };
}
