import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at`: set by the database when the row is inserted. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at`: starts at the insert; the writes that change a row set it. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
