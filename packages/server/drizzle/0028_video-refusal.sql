-- Uploads end when the bytes end (issue 35 §3): the last tus PATCH is answered once the bytes are
-- stored, and the probe, the reads-to-end check and the poster run after it while the video is
-- `processing`. A file they refuse (damaged, cut short, not a video) becomes `failed` with the
-- text it was refused with, which `GET /cloudflare/upload/{id}` answers as `error` and the
-- editor shows; before, that text was the last PATCH's 422 body and never stored.
ALTER TABLE "media_videos" ADD COLUMN IF NOT EXISTS "refusal" text;
