import { z } from 'zod';

/**
 * One tutorial of the learning center (000 §3 "Tutorial", from the static list `GET /tutorials.json`):
 * `videoId` names the recording (also the page's id, `/learning-center/{videoId}`), `date` is an ISO
 * day (`YYYY-MM-DD`, shown `YYYY / MM / DD`), `description` is HTML (sanitised before it is shown).
 */
export const tutorialSchema = z.object({
  videoId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A video id is lower-case letters, digits and hyphens.'),
  category: z.string().min(1).max(60),
  title: z.string().min(1).max(160),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A tutorial date is YYYY-MM-DD.'),
  description: z.string().max(20_000),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

/** The whole static list; video ids are unique. */
export const tutorialListSchema = z
  .array(tutorialSchema)
  .refine((list) => new Set(list.map((t) => t.videoId)).size === list.length, 'Video ids must be unique.');
