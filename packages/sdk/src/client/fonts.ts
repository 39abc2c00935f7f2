import type { Http } from './http';

/** What `POST /font` takes (000 §7 Fonts): a family name, the regular and bold files, the legal flag. */
export interface FontUpload {
  font_family: string;
  font_regular: Blob;
  font_bold: Blob;
  legal: boolean;
}

/** Custom fonts of the signed-in account (000 §7 Fonts). */
export function fontsResource(http: Http) {
  return {
    /** `GET /font`: every font, newest first. */
    list: (signal?: AbortSignal) => http.call('GET', 'font', (s) => s.z.array(s.fontSchema), { signal }),
    /**
     * `POST /font` as multipart; 422 ValidationError "Filetype mismatch. Only accepts ttf or otf
     * files!" under `font_regular` / `font_bold` when a file is not ttf or otf by its leading bytes.
     */
    create: (input: FontUpload, signal?: AbortSignal) => {
      const body = new FormData();
      body.append('font_family', input.font_family);
      body.append('legal', input.legal ? '1' : '0');
      body.append('font_regular', input.font_regular, (input.font_regular as File).name ?? 'regular');
      body.append('font_bold', input.font_bold, (input.font_bold as File).name ?? 'bold');
      return http.call('POST', 'font', (s) => s.fontSchema, { body, signal });
    },
    /** `PUT /font/{id}`: renames the family. */
    rename: (id: number, fontFamily: string, signal?: AbortSignal) =>
      http.call('PUT', `font/${id}`, (s) => s.fontSchema, { json: { font_family: fontFamily }, signal }),
    /** `DELETE /font/{id}`. */
    remove: (id: number, signal?: AbortSignal) =>
      http.call('DELETE', `font/${id}`, (s) => s.z.object({ id: s.z.number().int() }), { signal }),
  };
}
