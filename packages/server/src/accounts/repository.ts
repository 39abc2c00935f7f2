import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

/**
 * The one door to the `accounts` table (issue 33 §3): every read and write of the row outside a
 * listed join goes through here (`accounts/door.test.ts` holds the rule). Each function is one
 * statement; none checks rights, which the calling route does.
 */

/** An account row as stored. */
export type AccountRow = typeof accounts.$inferSelect;

/** The columns a new account is created with. */
export type NewAccount = typeof accounts.$inferInsert;

/** A database or a transaction, for the writes that happen inside one. */
type Writer = Pick<Db, 'update' | 'insert' | 'select'>;

/** The account with this id; `undefined` when there is none. */
export async function findAccount(db: Pick<Db, 'select'>, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** The account with this e-mail, exactly as stored (sign-in keeps e-mails in lower case); `undefined` when none. */
export async function findAccountByEmail(
  db: Pick<Db, 'select'>,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row;
}

/** Whether an account other than `accountId` has this e-mail, compared in lower case. */
export async function emailTakenByOther(db: Db, email: string, accountId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email}`, ne(accounts.id, accountId)))
    .limit(1);
  return taken !== undefined;
}

/** How many accounts exist (the demo seed runs only on an empty database). */
export async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return row?.n ?? 0;
}

/**
 * The first 50 accounts by e-mail whose e-mail, first or last name or company contains `text`
 * (case-insensitive; `%`, `_` and `\` match themselves); every account's first 50 without a text.
 */
export async function searchAccounts(db: Db, text: string | undefined): Promise<AccountRow[]> {
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(accounts)
    .where(
      pattern
        ? or(
            ilike(accounts.email, pattern),
            ilike(accounts.firstname, pattern),
            ilike(accounts.lastname, pattern),
            ilike(accounts.company, pattern),
          )
        : undefined,
    )
    .orderBy(asc(accounts.email))
    .limit(50);
}

/** Creates an account; answers the stored row. Fails with the unique violation for a taken e-mail. */
export async function insertAccount(db: Writer, values: NewAccount): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

/**
 * Changes the given columns of one account and answers the stored row (`undefined` when the id is
 * unknown). A taken e-mail fails with the unique index's violation (SQLSTATE 23505).
 */
export async function updateAccount(
  db: Writer,
  id: number,
  values: Partial<Omit<NewAccount, 'id' | 'createdAt'>>,
): Promise<AccountRow | undefined> {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning();
  return row;
}

/**
 * Puts every account with this Stripe customer on the free plan (its subscription was deleted);
 * answers whether one changed.
 */
export async function downgradeStripeCustomer(db: Db, stripeCustomerId: string): Promise<boolean> {
  const changed = await db
    .update(accounts)
    .set({ plan: 'free' })
    .where(eq(accounts.stripeCustomerId, stripeCustomerId))
    .returning({ id: accounts.id });
  return changed.length > 0;
}
