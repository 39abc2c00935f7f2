import { ValidationError } from '@smuc/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, OTHER_EMAIL, readJson, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await server.login(DEMO_EMAIL));
  ({ token: otherToken } = await server.login(OTHER_EMAIL));
});
afterAll(() => server?.close());

/** The leading bytes of a TrueType / OpenType file (sfnt version), padded. */
const TTF = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00]), Buffer.alloc(200, 7)]);
const OTF = Buffer.concat([Buffer.from('OTTO', 'latin1'), Buffer.alloc(200, 9)]);
const MISMATCH = 'Filetype mismatch. Only accepts ttf or otf files!';

function upload(fields: { family?: string; regular?: Buffer; bold?: Buffer; legal?: string }, as = token) {
  const form = new FormData();
  if (fields.family !== undefined) form.append('font_family', fields.family);
  if (fields.regular) form.append('font_regular', new Blob([new Uint8Array(fields.regular)]), 'Regular.ttf');
  if (fields.bold) form.append('font_bold', new Blob([new Uint8Array(fields.bold)]), 'Bold.ttf');
  if (fields.legal !== undefined) form.append('legal', fields.legal);
  return server.fetch('/font', { method: 'POST', body: form, token: as });
}

describe('fonts (000 §7 Fonts)', () => {
  it('uploads a ttf/otf pair, lists it newest first and serves both files', async () => {
    const first = await readJson(await upload({ family: 'Brand Sans', regular: TTF, bold: OTF, legal: '1' }));
    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({
      font_family: 'Brand Sans',
      mime_type: 'font/ttf',
      // Named by an unguessable id, never the row id (issue 13 §6).
      path_to_regular: expect.stringMatching(
        new RegExp(`^${server.baseUrl}/media/font/[0-9a-f-]{36}/regular$`),
      ),
      path_to_bold: expect.stringMatching(new RegExp(`^${server.baseUrl}/media/font/[0-9a-f-]{36}/bold$`)),
    });
    expect((await fetch(`${server.baseUrl}/media/font/${first.data.id}/regular`)).status).toBe(404);
    const second = await readJson(
      await upload({ family: 'Brand Serif', regular: OTF, bold: OTF, legal: 'true' }),
    );
    const list = await readJson(await server.fetch('/font', { token }));
    expect(list.data.map((f: { id: number }) => f.id)).toEqual([second.data.id, first.data.id]);
    expect((await readJson(await server.fetch('/font', { token: otherToken }))).data).toEqual([]);

    const bold = await fetch(first.data.path_to_bold);
    expect(bold.headers.get('content-type')).toBe('font/otf');
    expect(Buffer.from(await bold.arrayBuffer()).equals(OTF)).toBe(true);
  });

  it('checks the files by leading bytes, not by name, with the spec text', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const response = await upload({ family: 'Fake', regular: png, bold: TTF, legal: '1' });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.error).toBe(MISMATCH);
    expect(body.errors).toEqual({ font_regular: [MISMATCH] });
  });

  it('needs the family, both files and the legal declaration', async () => {
    const body = await readJson(await upload({ family: ' ', regular: TTF }));
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['font_bold', 'font_family', 'legal']);
    expect((await readJson(await server.fetch('/font', { token }))).data).toHaveLength(2);
  });

  it('uploads through the sdk; a mismatch is a ValidationError with the spec text', async () => {
    const { client } = await server.login(OTHER_EMAIL);
    const font = await client.fonts.create({
      font_family: 'Sdk Sans',
      font_regular: new Blob([new Uint8Array(TTF)]),
      font_bold: new Blob([new Uint8Array(OTF)]),
      legal: true,
    });
    expect((await client.fonts.list()).map((f) => f.id)).toEqual([font.id]);
    const error = await client.fonts
      .create({
        font_family: 'X',
        font_regular: new Blob(['text']),
        font_bold: new Blob([new Uint8Array(TTF)]),
        legal: true,
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(MISMATCH);
    await client.fonts.remove(font.id);
    expect(await client.fonts.list()).toEqual([]);
  });

  it('renames and deletes only own fonts; deleted files are gone', async () => {
    const created = await readJson(await upload({ family: 'Temp', regular: TTF, bold: TTF, legal: '1' }));
    const id = created.data.id as number;
    const put = (as: string) =>
      server.fetch(`/font/${id}`, {
        method: 'PUT',
        token: as,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ font_family: 'Renamed' }),
      });
    expect((await put(otherToken)).status).toBe(404);
    expect((await readJson(await put(token))).data.font_family).toBe('Renamed');
    expect((await server.fetch(`/font/${id}`, { method: 'DELETE', token: otherToken })).status).toBe(404);
    expect((await server.fetch(`/font/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await fetch(created.data.path_to_regular)).status).toBe(404);
    expect((await server.fetch(`/font/${id}`, { method: 'DELETE', token })).status).toBe(404);
  });
});
