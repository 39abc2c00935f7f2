/** Account holders and the plans they are on (000 §1, §3, §6). */
import { boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The plans (000 §1, §6): Free, Basic, Business, Enterprise and what each allows (000 §3
 * limitations, 001 §4 feature limits). Rows come from migration 0010; `accounts/plans.ts` is the only
 * module that reads them. Minutes and impressions are per month; -1 is unlimited.
 */
export const plans = pgTable('plans', {
  id: text('id').$type<'free' | 'basic' | 'business' | 'enterprise'>().primaryKey(),
  name: text('name').notNull(),
  /** Order on the packages page, cheapest first. */
  position: integer('position').notNull().unique(),
  dashboardStats: boolean('dashboard_stats').notNull(),
  maxStorageMinutes: integer('max_storage_minutes').notNull(),
  maxViewerMinutes: integer('max_viewer_minutes').notNull(),
  maxImpressions: integer('max_impressions').notNull(),
  paymentIntegration: boolean('payment_integration').notNull(),
  broadcaster: text('broadcaster').notNull(),
  streamingSoftware: boolean('streaming_software').notNull(),
  prerecordedVideoStreaming: boolean('prerecorded_video_streaming').notNull(),
  watermarkRemoval: boolean('watermark_removal').notNull(),
  customBranding: boolean('custom_branding').notNull(),
  chat: boolean('chat').notNull(),
  buttonColor: boolean('button_color').notNull(),
  textColor: boolean('text_color').notNull(),
  cover: boolean('cover').notNull(),
  googleAnalytics: boolean('google_analytics').notNull(),
  multiChannel: integer('multi_channel').notNull(),
  chatModeration: boolean('chat_moderation').notNull(),
});

/** An account holder (000 §3 User). Money is `numeric` in EUR major units. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  company: text('company'),
  country: text('country'),
  city: text('city'),
  postcode: text('postcode'),
  address: text('address'),
  phone: text('phone'),
  taxNumber: text('tax_number'),
  /** The account's plan; none (and not impression-based) sends the browser to the packages page (000 §2). */
  plan: text('plan')
    .$type<'free' | 'basic' | 'business' | 'enterprise'>()
    .references(() => plans.id),
  /**
   * Limits staff set for this account over its plan's (`PUT /staff/accounts/{id}/limitations`): a
   * partial set of the plan limit fields, e.g. `{"maxStorageMinutes": 6000}`; `{}` is none.
   */
  limitOverrides: jsonb('limit_overrides').$type<Record<string, unknown>>().notNull().default({}),
  /** Billing model: per impressions (true) or per viewer minutes (false) (000 §1). */
  impressionBased: boolean('impression_based').notNull().default(false),
  /** The account's language (000 §9): new accounts speak the default, hu; the demo accounts are seeded in en. */
  language: text('language').notNull().default('hu'),
  /** Staff may masquerade as other accounts (a later issue builds the flow). */
  staff: boolean('staff').notNull().default(false),
  /** The short allow-list of accounts that may create live and playback players (000 §2). */
  allowLive: boolean('allow_live').notNull().default(false),
  /** The current billing period (000 §3 `billing_period`); its end is the plan's renewal date. */
  billingFrom: timestamp('billing_from', { withTimezone: true }),
  billingTo: timestamp('billing_to', { withTimezone: true }),
  monthlyFee: numeric('monthly_fee', { precision: 12, scale: 2 }),
  staticCpmPrice: numeric('static_cpm_price', { precision: 12, scale: 4 }),
  videoCpmPrice: numeric('video_cpm_price', { precision: 12, scale: 4 }),
  /** The account's Customer at the product's own Stripe account (`cus_…`; issue 14 §3), made on first need. */
  stripeCustomerId: text('stripe_customer_id'),
  createdAt: createdAt(),
});
