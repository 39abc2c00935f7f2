/** Subscriber forms and the subscriptions they collect (000 §3 Subscriber form). */
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, updatedAt } from './columns';
import { streams } from './streams';

/** A subscriber form of an account (000 §3 Subscriber form); players attach one by `subscriber_form_id`. */
export const subscriberForms = pgTable(
  'subscriber_forms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tabLabel: text('tab_label').notNull().default(''),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    nameEnabled: boolean('name_enabled').notNull().default(true),
    namePlaceholder: text('name_placeholder').notNull().default(''),
    emailPlaceholder: text('email_placeholder').notNull(),
    phoneEnabled: boolean('phone_enabled').notNull().default(false),
    phonePlaceholder: text('phone_placeholder').notNull().default(''),
    privacyUrl: text('privacy_url').notNull(),
    ctaLabel: text('cta_label').notNull().default(''),
    clickTracking: text('click_tracking').notNull().default(''),
    submitClickTracking: text('submit_click_tracking').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriber_forms_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * One viewer's subscription through a player's form. `customer` / `campaign` are copied from the
 * player's settings when it arrives ('' when unset), so exports group the way the player was set up then.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => subscriberForms.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id').references(() => streams.id, { onDelete: 'set null' }),
    customer: text('customer').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_form_idx').on(t.formId, t.customer, t.campaign),
    index('subscriptions_stream_idx').on(t.streamId, t.createdAt),
  ],
);
