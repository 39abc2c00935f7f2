import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of an OpenAI-compatible transcription endpoint (issue 34 §1, "Generate
 * captions"): `POST {url}audio/transcriptions` with multipart/form-data `file`, `model`, `language`
 * and `response_format=vtt`, answered with WebVTT text ({@link GENERATED_VTT}); a `language=de` ask
 * is answered 500, as an endpoint's failure. Used by the server's caption tests and, through
 * `platforms/testing/serve.ts`, by the browser tests' product server (`TRANSCRIBE_URL`).
 */

/** What the stand-in answers a transcription with. */
export const GENERATED_VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA generated line\n';

/** One request the stand-in was sent: its path, bearer header, form fields and file. */
export interface TranscribeRequest {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  /** The uploaded file: name, type, bytes 4–8 (an MP4's `ftyp`) and size in bytes. */
  file: { name: string; type: string; head: string; size: number } | null;
}

/** A running stand-in: its base URL (`http://127.0.0.1:{port}/v1/`), what it was sent, and close. */
export interface TranscribeStandIn {
  url: string;
  seen: TranscribeRequest[];
  close(): Promise<void>;
}

/** Starts the stand-in on `port` (0: any free port) of 127.0.0.1. */
export async function startTranscribeStandIn(port = 0): Promise<TranscribeStandIn> {
  const seen: TranscribeRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    // The body read the way any multipart server reads it (undici's parser).
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']) },
      body: Buffer.concat(chunks),
    }).formData();
    const fields: Record<string, string> = {};
    let file: TranscribeRequest['file'] = null;
    for (const [key, value] of form) {
      if (typeof value === 'string') fields[key] = value;
      else {
        const bytes = Buffer.from(await value.arrayBuffer());
        file = {
          name: value.name,
          type: value.type,
          head: bytes.subarray(4, 8).toString('latin1'),
          size: bytes.length,
        };
      }
    }
    seen.push({ path: String(req.url), authorization: req.headers.authorization, fields, file });
    if (fields.language === 'de') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"The server had an error"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(GENERATED_VTT);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
