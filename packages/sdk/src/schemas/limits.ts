import { z } from 'zod';
import { fieldLabelEn } from '../texts/fields';

/** The shape of a zod issue as its error map sees it (the parts these texts read). */
interface LimitIssue {
  code: string;
  path?: PropertyKey[];
  input?: unknown;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  format?: string;
  expected?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
}

/**
 * The English text of a schema limit a value broke, in the spec's words ("The tab label must be
 * less than 20 characters.", 000 §5; 001 §5), naming the field by its wire name (see
 * `texts/fields.ts`). The server answers it per field in 422s (000 §8) and renders it in the
 * request's language (`texts/index.ts` `localizeText`); a schema's own message (`.max(n, '…')`)
 * wins over it. Returns `undefined` for issues it does not word (zod's text then stands).
 */
export function schemaLimitMessage(issue: LimitIssue): string | undefined {
  const last = [...(issue.path ?? [])].reverse().find((p) => typeof p === 'string');
  const field = fieldLabelEn(typeof last === 'string' ? last : 'value');
  const the = `The ${field}`;
  const max = issue.maximum === undefined ? '' : String(issue.maximum);
  const min = issue.minimum === undefined ? '' : String(issue.minimum);
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `${the} must be less than ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${the} can hold at most ${max} entries.`;
      return `${the} must be at most ${max}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return min === '1' ? `${the} is required.` : `${the} must be at least ${min} characters long.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${the} must hold at least ${min} entries.`;
      return `${the} must be at least ${min}.`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${the} is required.`;
      if (issue.expected === 'int') return `${the} must be a whole number.`;
      return `${the} is not valid.`;
    case 'invalid_format':
      if (issue.format === 'email') return `${the} is not a valid email address.`;
      if (issue.format === 'url') return `${the} is not a valid URL.`;
      return `${the} is not valid.`;
    case 'invalid_value':
      return `${the} must be one of: ${(issue.values ?? []).map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `The ${fieldLabelEn(issue.keys?.[0] ?? 'value')} is not a known field.`;
    default:
      return undefined;
  }
}

z.config({ customError: (issue) => schemaLimitMessage(issue as LimitIssue) });
