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
