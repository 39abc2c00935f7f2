import { z } from 'zod';
// The spec's texts for schema limits instead of zod's (issue 19 §9), for every schema of the sdk.
import './limits';
import { LANGUAGES } from './values';

/** An ISO-8601 timestamp with offset, e.g. `2026-11-21T08:00:00.000Z`. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** The largest PostgreSQL `integer` (int4): ids and counts stored as integers never exceed it. */
export const INT4_MAX = 2_147_483_647;
/** A row id of ours (PostgreSQL `serial`): a positive int4. Larger numbers are refused with 422, never stored. */
export const rowId = z.number().int().positive().max(INT4_MAX);

export { LANGUAGES };
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Dashboard and top-product ranges (000 §9). */
export const REPORT_RANGES = ['thismonth', 'last3months', 'lastyear'] as const;
export const reportRangeSchema = z.enum(REPORT_RANGES);
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** Currencies the card payment provider accepts with their minimum charge in major units (000 §9). */
export const CURRENCY_MINIMUMS = { usd: 0.5, eur: 0.5, chf: 0.5, huf: 175, czk: 15, pln: 2 } as const;
export const currencySchema = z.enum(['usd', 'eur', 'chf', 'huf', 'czk', 'pln', 'gbp']);
export type Currency = z.infer<typeof currencySchema>;
