/**
 * The schemas of the API's answers, loaded on demand by the client (`http.ts`) only when it checks
 * answers (`validate`, the default; the browser areas turn it off): every schema module of
 * `schemas/` plus the zod builders below, so a resource writes an answer's schema as
 * `(s) => s.streamSchema` or `(s) => s.z.array(s.fontSchema)` without importing zod or the schemas
 * at the top of its module. A bundle then keeps them in chunks that a page without checks never
 * fetches.
 */
import { array, literal, number, object, string, null as zNull } from 'zod';

export * from '../schemas/index';

/**
 * The zod builders the resources' own small answer schemas use (`s.z.object({ id: s.z.number() })`),
 * by name rather than zod's whole namespace, so a bundle keeps only what the schemas use.
 */
export const z = { array, literal, null: zNull, number, object, string };
