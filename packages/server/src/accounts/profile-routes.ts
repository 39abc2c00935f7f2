import {
  ACCOUNT_MESSAGES_EN,
  accountMessages,
  languageChangeSchema,
  passwordChangedSchema,
  passwordChangeSchema,
  userSchema,
  userUpdateSchema,
  validateAccount,
  validatePasswordChange,
} from '@smuc/sdk';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestToken, requireAccount } from '../auth/context';
import { LoginThrottle } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { tokenHash } from '../auth/tokens';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { ok } from '../http/envelope';
import { invalid } from '../http/errors';
import { emailTakenByOther, updateAccount } from './repository';
import { toUser } from './serialize';

/** An empty optional field is stored as NULL, as accounts that never set it have it. */
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** True for a PostgreSQL unique violation (SQLSTATE 23505), raw or wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const emailTaken = () => invalid({ email: [ACCOUNT_MESSAGES_EN.emailTaken] });

/**
 * The profile's writes (000 §2 Profile, §5, §7 User): `PUT /user/me` saves the account form and
 * `PUT /user/change-password` the password. Both are account actions a masqueraded session may not
 * do (000 §6): the guard answers 403 before the body is read. Each touches only the signed-in
 * account; there is no account id in either route.
 */
export function profileRoutes(app: FastifyInstance, db: Db) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Wrong current passwords count against the same (account, address) lock and the same
  // per-address budget a sign-in has (issue 29 §3), so a taken-over session cannot guess the
  // password at request speed, nor get a second budget beside the sign-in form's.
  const guesses = new LoginThrottle(db);

  /**
   * Saves first_name, last_name, email, country, zip, city, address, company, tax_number and phone.
   * 422 with the 000 §5 texts per field (the form's own rule, `validateAccount`), or when the e-mail
   * (compared without case) belongs to another account; nothing is stored then. Answers the user.
   */
  api.put(
    '/user/me',
    { schema: { answer: userSchema, body: userUpdateSchema }, config: { masquerade: 'refuse' } },
    async (request) => {
      const account = await requireAccount(db, request);
      const input = request.body;
      const errors = accountMessages(validateAccount(input));
      if (Object.keys(errors).length) throw invalid(errors);
      // Sign-in looks e-mails up in lower case, so they are kept in lower case.
      const email = input.email.trim().toLowerCase();
      if (await emailTakenByOther(db, email, account.id)) throw emailTaken();
      let updated: typeof account | undefined;
      try {
        updated = await updateAccount(db, account.id, {
          firstname: input.first_name.trim(),
          lastname: input.last_name.trim(),
          email,
          country: input.country.trim(),
          postcode: input.zip.trim(),
          city: input.city.trim(),
          address: input.address.trim(),
          company: orNull(input.company),
          taxNumber: orNull(input.tax_number),
          phone: orNull(input.phone),
        });
      } catch (error) {
        // Two accounts taking the same address at once: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      // Only an unmasqueraded session gets here (the guard), so `masqueraded` is false.
      return ok(await toUser(db, updated ?? account));
    },
  );

  /**
   * Remembers the language the account's dashboard speaks (000 §9: en, hu, de, ar; anything else is
   * a 422). Part of the account's details, so refused to a masqueraded session (000 §6).
   */
  api.put(
    '/user/language',
    { schema: { answer: userSchema, body: languageChangeSchema }, config: { masquerade: 'refuse' } },
    async (request) => {
      const account = await requireAccount(db, request);
      const updated = await updateAccount(db, account.id, { language: request.body.language });
      return ok(await toUser(db, updated ?? account));
    },
  );

  /**
   * Checks the 000 §5 rules (`validatePasswordChange`, with the new password as its own
   * confirmation: the browser keeps that field), then the current password against the stored argon2 hash;
   * 422 per field otherwise; after 5 wrong current passwords from one address, 429 with
   * `retry-after` (the sign-in's (account, address) lock, `auth/login-throttle.ts`). Stores the new hash and ends every other sign-in session of the
   * account, keeping the one that asked. Answers `{ ended_sessions }`.
   */
  api.put(
    '/user/change-password',
    {
      schema: { answer: passwordChangedSchema, body: passwordChangeSchema },
      config: { masquerade: 'refuse', ...LoginThrottle.routeConfig() },
    },
    async (request, reply) => {
      const account = await requireAccount(db, request);
      const { current_password, new_password } = request.body;
      // The confirmation never reaches the server: the new password stands in for it, and only
      // the two sent fields can be wrong here.
      const { current_password: currentCode, new_password: newCode } = validatePasswordChange({
        current_password,
        new_password,
        confirm_password: new_password,
      });
      const errors = accountMessages({ current_password: currentCode, new_password: newCode });
      if (Object.keys(errors).length) throw invalid(errors);
      await guesses.check(request, reply, account.email, account.id);
      if (!(await verifyPassword(account.passwordHash, current_password))) {
        await guesses.failed(request, account.email);
        throw invalid({ current_password: [ACCOUNT_MESSAGES_EN.currentPasswordWrong] });
      }
      const passwordHash = await hashPassword(new_password);
      const current = tokenHash(requestToken(request) ?? '');
      const ended = await db.transaction(async (tx) => {
        await updateAccount(tx, account.id, { passwordHash });
        // Whoever else knew the old password is signed out; personal access tokens are named
        // machine credentials the account manages itself and stay.
        return tx
          .delete(sessions)
          .where(
            and(
              eq(sessions.accountId, account.id),
              eq(sessions.kind, 'session'),
              ne(sessions.tokenHash, current),
            ),
          )
          .returning({ id: sessions.id });
      });
      return ok({ ended_sessions: ended.length });
    },
  );
}
