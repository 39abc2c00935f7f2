import { randomUUID } from 'node:crypto';
import {
  FONT_FAMILY_REQUIRED,
  type Font,
  fontRenameInputSchema,
  fontSchema,
  MEDIA_MESSAGES,
} from '@smuc/sdk';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../api-prefix';
import { requireAccount } from '../auth/context';
import type { Db } from '../db/client';
import { fonts } from '../db/schema';
import { ok, okAnswer } from '../http/envelope';
import { invalid, notFound } from '../http/errors';
import { PUBLIC, withAnswer } from '../http/openapi';
import { idParams, pathChoice } from '../http/validate';
import { originOf } from '../media/addresses';
import { FONT_MIME, sniffFont } from '../media/sniff';
import type { MediaStorage } from '../media/storage';
import { fontPublicId, regularKeyOf } from './public-id';

/** Exact texts of 000 §5 / §8 for fonts. */
export const FONT_MESSAGES = {
  mismatch: MEDIA_MESSAGES.fontMismatch,
  failed: MEDIA_MESSAGES.fontFailed,
  family: FONT_FAMILY_REQUIRED,
  legal: 'You have to accept the legal declaration.',
} as const;

/** Largest accepted font file (each of regular and bold), 10 MB. */
export const FONT_MAX_BYTES = 10 * 1024 * 1024;
const WEIGHTS = ['regular', 'bold'] as const;
type Weight = (typeof WEIGHTS)[number];

type FontRow = typeof fonts.$inferSelect;

/** A font row in the wire shape of 000 §3 (`path_to_*` are public addresses of the files). */
function toFont(row: FontRow, origin: string): Font {
  const path = (w: Weight) => `${origin}${API_PREFIX}/media/font/${fontPublicId(row)}/${w}`;
  return {
    id: row.id,
    font_family: row.fontFamily,
    mime_type: row.mimeType,
    path_to_regular: path('regular'),
    path_to_bold: path('bold'),
    created_at: row.createdAt.toISOString(),
  };
}

interface FontUpload {
  family: string;
  legal: boolean;
  files: Partial<Record<Weight, Buffer>>;
}

/** Reads the multipart `font_family`, `legal`, `font_regular`, `font_bold` of `POST /font`. */
async function readFontUpload(request: FastifyRequest): Promise<FontUpload> {
  if (!request.isMultipart()) throw invalid({ _: [FONT_MESSAGES.failed] }, FONT_MESSAGES.failed);
  const out: FontUpload = { family: '', legal: false, files: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: FONT_MAX_BYTES, files: 2, fields: 5 } })) {
      if (part.type === 'file') {
        const weight = part.fieldname.replace(/^font_/, '') as Weight;
        if (WEIGHTS.includes(weight) && part.fieldname === `font_${weight}`) {
          out.files[weight] = await part.toBuffer();
          // A file cut at the limit is refused, never stored as if it were whole.
          if (part.file.truncated) throw new Error('font file over the limit');
        } else part.file.resume();
      } else if (part.fieldname === 'font_family') out.family = String(part.value).trim();
      else if (part.fieldname === 'legal')
        out.legal = ['1', 'true', 'on', 'yes'].includes(String(part.value));
    }
  } catch {
    throw invalid({ _: [FONT_MESSAGES.failed] }, FONT_MESSAGES.failed);
  }
  return out;
}

/**
 * Custom fonts (000 §7 Fonts): `GET /font` (newest first), `POST /font` (multipart
 * `font_family`, `font_regular`, `font_bold`, `legal`; each file ttf or otf by its leading bytes,
 * else 422 "Filetype mismatch. Only accepts ttf or otf files!"), `PUT /font/{id}` `{font_family}`,
 * `DELETE /font/{id}`, and the public files at `GET /media/font/{id}/{regular|bold}` for the
 * viewer's `@font-face`. Every query is scoped to the signed-in account.
 */
export function fontRoutes(scope: FastifyInstance, db: Db, storage: MediaStorage) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const list = { schema: { response: okAnswer(z.array(fontSchema)) } };
  app.get('/font', list, async (request) => {
    const account = await requireAccount(db, request);
    const rows = await db
      .select()
      .from(fonts)
      .where(eq(fonts.accountId, account.id))
      .orderBy(desc(fonts.createdAt), desc(fonts.id));
    const origin = originOf(request);
    return ok(rows.map((r) => toFont(r, origin)));
  });

  // The multipart body is read part by part (files stream to storage); the answer is declared.
  app.post('/font', { schema: { response: okAnswer(fontSchema) } }, async (request) => {
    const account = await requireAccount(db, request);
    const upload = await readFontUpload(request);
    const errors: Record<string, string[]> = {};
    if (!upload.family) errors.font_family = [FONT_MESSAGES.family];
    if (upload.family.length > 128) errors.font_family = ['The font family may have at most 128 characters.'];
    if (!upload.legal) errors.legal = [FONT_MESSAGES.legal];
    const kinds: Partial<Record<Weight, 'ttf' | 'otf'>> = {};
    for (const w of WEIGHTS) {
      const file = upload.files[w];
      const kind = file ? sniffFont(file) : null;
      if (!kind) errors[`font_${w}`] = [FONT_MESSAGES.mismatch];
      else kinds[w] = kind;
    }
    if (Object.keys(errors).length) throw invalid(errors);
    const dir = `fonts/${randomUUID()}`;
    for (const w of WEIGHTS) await storage.put(`${dir}/${w}`, upload.files[w] as Buffer);
    const [row] = await db
      .insert(fonts)
      .values({
        accountId: account.id,
        fontFamily: upload.family,
        mimeType: FONT_MIME[kinds.regular ?? 'ttf'],
        regularMime: FONT_MIME[kinds.regular ?? 'ttf'],
        boldMime: FONT_MIME[kinds.bold ?? 'ttf'],
        regularKey: `${dir}/regular`,
        boldKey: `${dir}/bold`,
      })
      .returning();
    return ok(toFont(row as FontRow, originOf(request)));
  });

  const rename = { schema: { params: idParams, body: fontRenameInputSchema } };
  app.put('/font/:id', withAnswer(rename, fontSchema), async (request) => {
    const account = await requireAccount(db, request);
    const { font_family } = request.body;
    const [row] = await db
      .update(fonts)
      .set({ fontFamily: font_family })
      .where(and(eq(fonts.id, request.params.id), eq(fonts.accountId, account.id)))
      .returning();
    if (!row) throw notFound('The requested font was not found.');
    return ok(toFont(row, originOf(request)));
  });

  app.delete(
    '/font/:id',
    {
      schema: { answer: z.object({ id: z.number().int() }), params: idParams },
      config: { masquerade: 'refuse' },
    },
    async (request) => {
      const account = await requireAccount(db, request);
      const [row] = await db
        .delete(fonts)
        .where(and(eq(fonts.id, request.params.id), eq(fonts.accountId, account.id)))
        .returning();
      if (!row) throw notFound('The requested font was not found.');
      await storage.delete(row.regularKey.replace(/\/regular$/, ''));
      return ok({ id: row.id });
    },
  );

  // The public id is the upload folder's uuid; anything else (or another weight) is 404.
  const fontFile = {
    schema: { params: z.object({ id: z.string(), weight: pathChoice(WEIGHTS) }), ...PUBLIC },
  };
  app.get('/media/font/:id/:weight', withAnswer(fontFile, 'font/*'), async (request, reply) => {
    const { weight } = request.params;
    const regularKey = regularKeyOf(request.params.id);
    if (!regularKey) throw notFound();
    const [row] = await db.select().from(fonts).where(eq(fonts.regularKey, regularKey));
    const found = row ? await storage.stream(weight === 'bold' ? row.boldKey : row.regularKey) : null;
    if (!row || !found) throw notFound();
    return reply
      .header('content-type', weight === 'bold' ? row.boldMime : row.regularMime)
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(found.body);
  });
}
