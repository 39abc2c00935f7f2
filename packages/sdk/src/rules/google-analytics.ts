/**
 * The account's Google Analytics (issue 34 §4): the player setting `ga_code` holds a GA4 measurement
 * ID, to which the viewer page and `<smuc-player>` send the player's events. Pure rules shared by
 * the editor and the server's PUT re-check.
 */
import { GA_CODE_MESSAGES } from '../texts/rule-messages';

export { GA_CODE_MESSAGES };

/**
 * A GA4 measurement ID as Google shows it in the web stream's details: `G-` and then letters and
 * digits (ten today, e.g. `G-1A2B3C4D5E`; 4 to 20 are accepted, so a shorter or longer one Google
 * may issue still fits). Universal Analytics `UA-…` codes are not accepted: that product stopped
 * collecting data in 2023.
 */
export const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/**
 * The code as stored: trimmed and upper-cased (`g-abc1234` → `G-ABC1234`); blank → null.
 * @returns null for null or a blank text
 */
export function normalizeGaCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Whether `code` (after {@link normalizeGaCode}) is a GA4 measurement ID; null (no code) is valid. */
export function isValidGaCode(code: string | null | undefined): boolean {
  const normalized = normalizeGaCode(code);
  return normalized === null || GA_MEASUREMENT_ID.test(normalized);
}
