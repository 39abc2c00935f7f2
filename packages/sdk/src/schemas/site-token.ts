import { z } from 'zod';
import { isoDateTime } from './common';

/**
 * What a site token may do (000 §2 Integrations): read players (list, one player, its products),
 * manage players (create, edit, delete players and their products), read reports.
 */
export const SITE_TOKEN_SCOPES = ['players:read', 'players:manage', 'reports:read'] as const;
export const siteTokenScopeSchema = z.enum(SITE_TOKEN_SCOPES);
export type SiteTokenScope = z.infer<typeof siteTokenScopeSchema>;

/** `POST /site-tokens` body: a name the owner recognises (1–100 characters) and at least one scope. */
export const siteTokenInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name may not be greater than 100 characters.'),
  scopes: z
    .array(siteTokenScopeSchema)
    .min(1, 'Choose at least one scope.')
    .transform((s) => [...new Set(s)]),
});
export type SiteTokenInput = z.input<typeof siteTokenInputSchema>;

/** A site token as listed: never the token itself, only its first characters. */
export const siteTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(siteTokenScopeSchema),
  last_used_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type SiteToken = z.infer<typeof siteTokenSchema>;

/** The answer of `POST /site-tokens`: the listed shape plus the token, shown this once. */
export const createdSiteTokenSchema = siteTokenSchema.extend({ token: z.string() });
export type CreatedSiteToken = z.infer<typeof createdSiteTokenSchema>;
