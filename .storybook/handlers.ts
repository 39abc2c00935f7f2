import { delay, HttpResponse, http } from 'msw';
import { API_PATH, FIXTURES } from './fixtures';

/**
 * The request mock of the stories (msw): the product's REST API answered from `fixtures/` in the
 * spec's envelope `{success: true, data}` (000 §7). `handlers` is the "full" state every area starts
 * with; stories put {@link answer}, {@link failing} or {@link loading} in front of it through
 * `parameters.msw` for their empty, error and loading states.
 */

/** Any origin's `/smucrestapi/v2/<path>`, so a story pointed at another origin is answered too. */
const api = (path: string) => `*${API_PATH}/${path}`;

/** The path after the API base, without the query: the fixtures' key. */
function apiPath(url: string): string {
  const { pathname } = new URL(url);
  return pathname.slice(pathname.indexOf(API_PATH) + API_PATH.length + 1);
}

/** A media image (`GET media/image/{id}/{variant}`): a drawn placeholder coloured by its id. */
function placeholderImage(id: string): Response {
  let hue = 0;
  for (const char of id) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640"><rect width="640" height="640" fill="hsl(${hue} 45% 55%)"/><circle cx="320" cy="280" r="120" fill="hsl(${hue} 45% 75%)"/></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}

/** A caption track as `GET media/video/{id}/captions` lists it (issue 34 §1), for any video. */
const captionTrack = (id: string, language: string, cues: number, draft = false) => ({
  language,
  url: `${window.location.origin}${API_PATH}/media/video/${id}/vtt/${language}.vtt`,
  cues,
  bytes: cues * 40,
  source: draft ? 'generated' : 'upload',
  draft,
  updated_at: '2026-11-20T10:00:00.000Z',
});

/**
 * Caption tracks of every video: English uploaded, German a generated draft (Publish answers it
 * published); "Generate captions" is offered and a started job answers 40 %; an upload is stored
 * with one cue per `-->` line, and a file without any is refused with the server's line text; a
 * track's cues (the cue editor) are three, and an edit of the German draft stays a draft.
 */
const captionHandlers = [
  // This server can generate captions: the editor shows "Generate captions"; a started job runs.
  http.get(api('media/captions/options'), () =>
    HttpResponse.json({ success: true, data: { generate: true } }),
  ),
  http.get(api('media/video/:id/caption-job'), () => HttpResponse.json({ success: true, data: null })),
  http.post(api('media/video/:id/caption-job'), async ({ request }) => {
    const { language } = (await request.json()) as { language: string };
    return HttpResponse.json({
      success: true,
      data: { language, status: 'running', percent: 40, error: null },
    });
  }),
  http.post(api('media/video/:id/captions/:language/publish'), ({ params }) =>
    HttpResponse.json({
      success: true,
      data: { ...captionTrack(String(params.id), String(params.language), 31), source: 'generated' },
    }),
  ),
  http.get(api('media/video/:id/captions'), ({ params }) =>
    HttpResponse.json({
      success: true,
      data: [captionTrack(String(params.id), 'en', 24), captionTrack(String(params.id), 'de', 31, true)],
    }),
  ),
  // One track with its cues (the cue editor): three cues, German text for the German draft.
  http.get(api('media/video/:id/captions/:language'), ({ params }) => {
    const language = String(params.language);
    const lines =
      language === 'de'
        ? ['Willkommen zu unserer Vorstellung', 'Diese Jacke gibt es in drei Farben', 'Jetzt im Shop']
        : ['Welcome to our show', 'This jacket comes in three colours', 'Shop it now'];
    const cue_list = lines.map((text, i) => ({
      id: '',
      start: `00:00:0${i * 3}.000`,
      end: `00:00:0${i * 3 + 2}.500`,
      settings: '',
      text,
    }));
    const vtt = `WEBVTT\n\n${cue_list.map((c) => `${c.start} --> ${c.end}\n${c.text}`).join('\n\n')}\n`;
    return HttpResponse.json({
      success: true,
      data: {
        ...captionTrack(String(params.id), language, 3, language === 'de'),
        vtt,
        header: 'WEBVTT',
        cue_list,
      },
    });
  }),
  http.put(api('media/video/:id/captions/:language'), async ({ request, params }) => {
    const { content, edit } = (await request.json()) as { content: string; edit?: boolean };
    const cues = content.split('-->').length - 1;
    if (cues === 0)
      return HttpResponse.json(
        {
          success: false,
          error: 'Line 1: No valid signature. (File needs to start with "WEBVTT".)',
          errors: { file: ['Line 1: No valid signature. (File needs to start with "WEBVTT".)'] },
        },
        { status: 422 },
      );
    // An edit keeps the track's draft state (the German track is the draft).
    const draft = edit === true && params.language === 'de';
    return HttpResponse.json({
      success: true,
      data: captionTrack(String(params.id), String(params.language), cues, draft),
    });
  }),
  http.delete(api('media/video/:id/captions/:language'), ({ params }) =>
    HttpResponse.json({
      success: true,
      data: [captionTrack(String(params.id), 'en', 24)].filter((x) => x.language !== params.language),
    }),
  ),
];

/** The default handlers: every recorded GET answer, media placeholders, and saves echoed back. */
export const handlers = [
  http.get(api('media/image/:id/:variant'), ({ params }) => placeholderImage(String(params.id))),
  ...captionHandlers,
  http.get(api('*'), ({ request }) => {
    const path = apiPath(request.url);
    // Unrecorded paths fall through to the unhandled-request error of the preview.
    if (!FIXTURES.has(path)) return undefined;
    return HttpResponse.json({ success: true, data: FIXTURES.get(path) });
  }),
  // Saving a player answers the stored player with the changes applied, as the server does.
  http.put(api('stream/:id'), async ({ request, params }) => {
    const stored = FIXTURES.get(`stream/${String(params.id)}`);
    if (!stored) return undefined;
    const changes = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ success: true, data: { ...(stored as object), ...changes } });
  }),
];

/** Answers `GET <path>` with `data` (e.g. an empty list) instead of the fixture. */
export function answer(path: string, data: unknown) {
  return http.get(api(path), () => HttpResponse.json({ success: true, data }));
}

/** Answers every call to `path` (`*` for all) with the spec's 500 envelope: the areas' error state. */
export function failing(path = '*') {
  return http.all(api(path), () =>
    HttpResponse.json({ success: false, error: 'Internal server error' }, { status: 500 }),
  );
}

declare global {
  interface Window {
    /**
     * How many requests {@link loading} holds in this frame: requests that will never end, which
     * the smoke test (`smoke.spec.ts`) resets per story and does not wait for.
     */
    smucHeldRequests?: number;
  }
}

/** Never answers `GET <path>` (`*` for all): the areas' loading state, held still. */
export function loading(path = '*') {
  return http.get(api(path), async () => {
    window.smucHeldRequests = (window.smucHeldRequests ?? 0) + 1;
    await delay('infinite');
    return HttpResponse.json({ success: false }, { status: 504 });
  });
}
