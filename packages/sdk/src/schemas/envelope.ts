import { z } from 'zod';

/**
 * The spec's answer envelope (000 §7): every answer carries `success` and `data`.
 * Failures carry `error` (human text), an optional machine `code` and, for 422, per-field `errors`.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string().optional(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  data: z.object({ error: z.string().optional() }).partial().nullish(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Builds the schema of a successful envelope around `data`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Per-field validation messages of a 422 answer, keyed by field path (`a.b`), e.g. `{ title: ['Too long'] }`. */
export type FieldErrors = Record<string, string[]>;
