import { z } from 'zod';
import { isoDateTime } from './common';

/** A custom font (000 §3 Font); `path_to_*` are public addresses of the files for `@font-face`. */
export const fontSchema = z.object({
  id: z.number().int(),
  font_family: z.string(),
  mime_type: z.string(),
  path_to_regular: z.string(),
  path_to_bold: z.string(),
  created_at: isoDateTime,
});
export type Font = z.infer<typeof fontSchema>;

/** The 000 §5 text of `PUT /font/{id}` and `POST /font` without a family name. */
export const FONT_FAMILY_REQUIRED = 'The font family is required.';

/** Body of `PUT /font/{id}` (000 §7 Fonts): the new family name, trimmed, 1–128 characters. */
export const fontRenameInputSchema = z.object({
  font_family: z.string().trim().min(1, FONT_FAMILY_REQUIRED).max(128),
});
