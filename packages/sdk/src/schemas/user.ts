import { z } from 'zod';
import { ACCOUNT_LIMITS, PASSWORD_MAX_LENGTH } from '../rules/account';
import { isoDateTime, languageSchema } from './common';

/**
 * Plan limitations (000 §3, 001 §3). Minute and impression maxima use -1 for unlimited.
 * `liveStreaming` is true for the short list of accounts allowed to create live and playback
 * players and to connect platforms (000 §2, 001 §1); the server keeps that list.
 */
export const limitationsSchema = z.object({
  dashboardStats: z.boolean(),
  maxStorageMinutes: z.number().int(),
  maxViewerMinutes: z.number().int(),
  maxImpressions: z.number().int(),
  paymentIntegration: z.boolean(),
  broadcaster: z.string(),
  streamingSoftware: z.boolean(),
  prerecordedVideoStreaming: z.boolean(),
  watermarkRemoval: z.boolean(),
  customBranding: z.boolean(),
  chat: z.boolean(),
  buttonColor: z.boolean(),
  textColor: z.boolean(),
  cover: z.boolean(),
  googleAnalytics: z.boolean(),
  multiChannel: z.number().int(),
  chatModeration: z.boolean(),
  liveStreaming: z.boolean(),
});
export type Limitations = z.infer<typeof limitationsSchema>;

export const PLANS = ['free', 'basic', 'business', 'enterprise'] as const;
export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

/** The signed-in account (000 §3 User). Money (`monthly_fee`, CPM prices) is in EUR major units. */
export const userSchema = z.object({
  user_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  tax_number: z.string().nullable(),
  package: z.object({ plan: planSchema, name: z.string() }).nullable(),
  billing_period: z.object({ from: isoDateTime, to: isoDateTime }).nullable(),
  monthly_fee: z.number().nullable(),
  static_cpm_price: z.number().nullable(),
  video_cpm_price: z.number().nullable(),
  impression_based: z.boolean(),
  language: languageSchema,
  limitations: limitationsSchema,
  masqueraded: z.boolean(),
  staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Usage of the current calendar month (000 §3 Monthly stat); minutes are whole minutes. */
export const monthlyStatSchema = z.object({
  stored_minutes: z.number(),
  total_minutes: z.number(),
  impressions: z.number().int(),
});
export type MonthlyStat = z.infer<typeof monthlyStatSchema>;

export const loginInputSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Answer of `POST /auth/login`: the user; the session lives in httpOnly cookies (issue 13 §6). */
export const loginResultSchema = z.object({ user: userSchema });

/** Answer of `POST /auth/token`: a bearer token for API clients (30 days, 7 idle days) and the user. */
export const tokenResultSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
export type TokenResult = z.infer<typeof tokenResultSchema>;

/** Answer of `GET /user/logout`: the page to go to after the session ended. */
export const logoutResultSchema = z.object({ redirect: z.string() });

/** Answer of `GET /auth/session`: whether the request's cookie or bearer token signs a session in. */
export const sessionStateSchema = z.object({ active: z.boolean() });

/**
 * Answer of `GET /auth/demo-accounts`: the demo account's sign-in the sign-in page may print, or null
 * where there are no demo accounts (production, `SEED_DEMO=0`, or the demo account is gone).
 */
export const demoAccountsSchema = z.object({
  demo: z.object({ email: z.string(), password: z.string() }).nullable(),
});
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;

const accountText = (max: number) => z.string().max(max);

/**
 * Body of `PUT /user/me` (000 §7 User): every account form field as a string, optional ones (company,
 * tax_number, phone) `''` when empty. The shape only; the 000 §5 rules (`validateAccount`) give the
 * spec's messages, on the form and again on the server.
 */
export const userUpdateSchema = z.object({
  first_name: accountText(ACCOUNT_LIMITS.first_name),
  last_name: accountText(ACCOUNT_LIMITS.last_name),
  email: accountText(ACCOUNT_LIMITS.email),
  country: accountText(ACCOUNT_LIMITS.country),
  zip: accountText(ACCOUNT_LIMITS.zip),
  city: accountText(ACCOUNT_LIMITS.city),
  address: accountText(ACCOUNT_LIMITS.address),
  company: accountText(ACCOUNT_LIMITS.company).default(''),
  tax_number: accountText(ACCOUNT_LIMITS.tax_number).default(''),
  phone: accountText(ACCOUNT_LIMITS.phone).default(''),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** Body of `PUT /user/language`: the language the account's dashboard speaks (000 §9). */
export const languageChangeSchema = z.object({ language: languageSchema });
export type LanguageChange = z.infer<typeof languageChangeSchema>;

/**
 * Body of `PUT /user/change-password` (000 §7); the rules (`validatePasswordChange`) give the 000 §5
 * messages. The confirmation never leaves the browser.
 */
export const passwordChangeSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX_LENGTH),
  new_password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Answer of `PUT /user/change-password`: how many other sessions of the account were ended. */
export const passwordChangedSchema = z.object({ ended_sessions: z.number().int() });
