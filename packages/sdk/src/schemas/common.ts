import { z } from 'zod';
// The spec's texts for schema limits instead of zod's (issue 19 §9), for every schema of the sdk.
import './limits';
import { CURRENCIES, CURRENCY_MINIMUMS, LANGUAGES, REPORT_RANGES } from './values';

/** An ISO-8601 timestamp with offset, e.g. `2026-11-21T08:00:00.000Z`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** The largest PostgreSQL `integer` (int4): ids and counts stored as integers never exceed it. */
export const INT4_MAX = 2_147_483_647;
/** A row id of ours (PostgreSQL `serial`): a positive int4. Larger numbers are refused with 422, never stored. */
export const rowId = z.number().int().positive().max(INT4_MAX);

// The value lists below live in values.ts, free of zod for the browser areas, and are re-exported.
export { LANGUAGES };
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export { REPORT_RANGES };
export const reportRangeSchema = z.enum(REPORT_RANGES);
export type ReportRange = z.infer<typeof reportRangeSchema>;

export { CURRENCIES, CURRENCY_MINIMUMS };
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
