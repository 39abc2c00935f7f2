import { mapError } from '../errors/map-error';
import type { CaptionLanguage, CaptionUpload } from '../schemas/captions';
import type { Http } from './http';

/** Image uploads through the direct-upload flow of 001 §7. */
export function mediaResource(http: Http, fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  const imageLink = (allowSvg = false, signal?: AbortSignal) =>
    http.call('POST', 'cloudflare/image', (s) => s.imageLinkSchema, {
      searchParams: allowSvg ? { svg: 1 } : undefined,
      signal,
    });
  const confirmImage = (id: string, signal?: AbortSignal) =>
    http.call('POST', `cloudflare/image/${encodeURIComponent(id)}`, (s) => s.mediaSchema, { signal });
  return {
    /** `POST /cloudflare/image` (`?svg=1` lets the link take svg): `{id, link}`. */
    imageLink,
    /** `POST /cloudflare/image/{id}`: keeps an uploaded image; answers its Media. */
    confirmImage,
    /** `GET /cloudflare/upload/{id}`: an uploaded video's status, duration (s), file and poster urls. */
    video: (id: string, signal?: AbortSignal) =>
      http.call('GET', `cloudflare/upload/${encodeURIComponent(id)}`, (s) => s.videoInfoSchema, { signal }),
    /** `GET /media/video/{id}/captions`: the video's caption tracks (issue 34 §1), en/hu/de/ar order. */
    captions: (id: string, signal?: AbortSignal) =>
      http.call('GET', `media/video/${encodeURIComponent(id)}/captions`, (s) => s.captionTracksSchema, {
        signal,
      }),
    /**
     * `GET /media/video/{id}/captions/{language}`: one track of the account's video with its
     * WebVTT text, header and cues (drafts too, unlike the public `.vtt`), for the cue editor.
     * 404 when the video has no track in that language.
     */
    captionText: (id: string, language: CaptionLanguage, signal?: AbortSignal) =>
      http.call(
        'GET',
        `media/video/${encodeURIComponent(id)}/captions/${language}`,
        (s) => s.captionTextSchema,
        { signal },
      ),
    /**
     * `PUT /media/video/{id}/captions/{language}`: adds or replaces the track of a language from a
     * `.vtt` or `.srt` file's text (SRT is converted to WebVTT). A broken file raises the 422
     * ValidationError whose `file` messages name the line ("Line 7: …"). With `edit: true` the
     * text replaces the stored track's and the track keeps its draft state and source.
     */
    putCaptions: (id: string, language: CaptionLanguage, input: CaptionUpload, signal?: AbortSignal) =>
      http.call(
        'PUT',
        `media/video/${encodeURIComponent(id)}/captions/${language}`,
        (s) => s.captionTrackSchema,
        { json: input, signal },
      ),
    /** `DELETE /media/video/{id}/captions/{language}`: removes the track; answers the tracks left. */
    removeCaptions: (id: string, language: CaptionLanguage, signal?: AbortSignal) =>
      http.call(
        'DELETE',
        `media/video/${encodeURIComponent(id)}/captions/${language}`,
        (s) => s.captionTracksSchema,
        { signal },
      ),
    /**
     * `POST /media/video/{id}/captions/{language}/publish`: a generated draft track becomes
     * visible to viewers; answers the track. 404 when the video has no track in that language.
     */
    publishCaptions: (id: string, language: CaptionLanguage, signal?: AbortSignal) =>
      http.call(
        'POST',
        `media/video/${encodeURIComponent(id)}/captions/${language}/publish`,
        (s) => s.captionTrackSchema,
        { signal },
      ),
    /** `GET /media/captions/options`: `{generate}`, whether captions can be generated here. */
    captionOptions: (signal?: AbortSignal) =>
      http.call('GET', 'media/captions/options', (s) => s.captionOptionsSchema, { signal }),
    /**
     * `POST /media/video/{id}/caption-job` `{language}`: starts generating the video's captions
     * (the speech in `language`) in the background; the track lands as a draft. Answers the job.
     * 404 when this server has no transcription endpoint; 409 while one is under way.
     */
    generateCaptions: (id: string, language: CaptionLanguage, signal?: AbortSignal) =>
      http.call('POST', `media/video/${encodeURIComponent(id)}/caption-job`, (s) => s.captionJobSchema, {
        json: { language },
        signal,
      }),
    /** `GET /media/video/{id}/caption-job`: the video's last caption generation, or null. */
    captionJob: (id: string, signal?: AbortSignal) =>
      http.call(
        'GET',
        `media/video/${encodeURIComponent(id)}/caption-job`,
        (s) => s.captionJobSchema.nullable(),
        { signal },
      ),
    /**
     * `GET /tool/facebook-video-check?url` (001 §7): `allowed_in_stream` is true for landscape
     * 16:9 Facebook videos only (001 §5).
     */
    facebookVideoCheck: (url: string, signal?: AbortSignal) =>
      http.call('GET', 'tool/facebook-video-check', (s) => s.facebookVideoCheckSchema, {
        searchParams: { url },
        signal,
      }),
    /** `DELETE /cloudflare/image/{id}/stream/{streamId}`: removes the image and clears the stream field holding it. */
    removeImage: (id: string, streamId: number, signal?: AbortSignal) =>
      http.call(
        'DELETE',
        `cloudflare/image/${encodeURIComponent(id)}/stream/${streamId}`,
        (s) => s.z.object({ id: s.z.string() }),
        {
          signal,
        },
      ),
    /**
     * The whole flow: link → multipart POST of `file` to it → confirm. Answers the Media. A refused
     * file raises the 422 ValidationError with the server's 001 §5/§6 text (e.g. "Invalid file! …").
     */
    async uploadImage(file: Blob, options: { allowSvg?: boolean; signal?: AbortSignal } = {}) {
      const { link } = await imageLink(options.allowSvg, options.signal);
      const body = new FormData();
      body.append('file', file, (file as File).name ?? 'image');
      let response: Response;
      try {
        response = await fetchImpl(link, { method: 'POST', body, signal: options.signal });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        throw mapError(undefined, undefined, cause);
      }
      const answer: unknown = await response.json().catch(() => undefined);
      // The image host is not our server: its answer is always checked (schemas loaded on demand).
      const { imageUploadResultSchema } = await import('./answers');
      const parsed = imageUploadResultSchema.safeParse(answer);
      if (!response.ok || !parsed.success) throw mapError(response.status || 500, answer);
      return confirmImage(parsed.data.result.id, options.signal);
    },
  };
}
