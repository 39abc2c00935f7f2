/** Signing in and acting for an account: sessions, staff masquerades and the audit log (issue 13), the plugins' site tokens (issue 16), and the sign-in abuse state every replica shares (issue 29 §3). */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';

/**
 * Sessions and personal access tokens. Only a SHA-256 of the token is stored; the token itself
 * travels in the httpOnly cookie or as a bearer token.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'session' | 'pat'>().notNull().default('session'),
    name: text('name'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request seen on a sign-in session, for the idle timeout (issue 13 §6); minute precision. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Marks a session as a staff member's masquerade as the session's account (000 §2): such sessions
 * are read-only for destructive actions (the realtime hub lets them watch moderation, not act).
 */
export const sessionMasquerades = pgTable('session_masquerades', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  staffAccountId: integer('staff_account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * What staff did as other accounts and what the server refused (000 §6): masquerade start and stop
 * (staff id, account id, address, time) and every write refused to a masqueraded session. Append
 * only; nothing in the product updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    action: text('action')
      .$type<
        'masquerade.start' | 'masquerade.stop' | 'write.refused' | 'limitations.set' | 'sign-in.unlock'
      >()
      .notNull(),
    /** The staff member acting (masquerade start/stop, refused writes of a masquerade, limit changes). */
    staffAccountId: integer('staff_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The account acted on. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    address: text('address'),
    /** The refused route (`PUT /stream/:id`), the limit settings written, and the like. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A per-site API token created on the Integrations page: shown once, kept as its SHA-256 only,
 * limited to its scopes, revocable (the row stays, `revoked_at` set), with the last time it was used.
 */
export const siteTokens = pgTable(
  'site_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, so the owner can tell tokens apart in the list. */
    prefix: text('prefix').notNull(),
    scopes: text('scopes')
      .array()
      .$type<Array<'players:read' | 'players:manage' | 'reports:read'>>()
      .notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('site_tokens_account_idx').on(t.accountId)],
);

/**
 * The counters of the request limits that must hold across replicas (`http/shared-rate-limit.ts`):
 * one row per key (`password:<address>`), its hits in the window that ends at `resets_at`.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at').on(t.resetsAt)],
);

/**
 * Wrong passwords (`auth/login-throttle.ts`): per (e-mail, address) pair, and per e-mail across
 * addresses (`address` = ''). Past a count the row carries a lock that grows with each further
 * failure; staff lift an account's rows (`POST /staff/accounts/{userId}/sign-in-unlock`).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** Addresses an account signed in from: the account-wide lock lets them pass (issue 29 §3). */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.address] })],
);
