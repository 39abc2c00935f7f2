/// <reference path="./hls-light.d.ts" />
/**
 * The HLS fallback of `<smuc-player>` (issue 6, live): plays an `.m3u8` playlist in `video`, natively
 * where the browser can play `application/vnd.apple.mpegurl` (Safari, iOS), otherwise with the light
 * build of hls.js, which is fetched only here (its own chunk), never with the element.
 *
 * @param onFatal called once when playback breaks for good (hls.js fatal error or a native media
 *   error), with a short reason; the element then shows its error or waiting state.
 * @returns a handle whose `destroy()` detaches the stream from the video.
 * @throws Error('hls_unsupported') when neither native HLS nor Media Source Extensions exist.
 */
export async function playHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: (reason: string) => void,
): Promise<{ destroy(): void }> {
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    const onError = () => onFatal(`media_error_${video.error?.code ?? 0}`);
    video.addEventListener('error', onError, { once: true });
    video.src = url;
    return {
      destroy() {
        video.removeEventListener('error', onError);
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) throw new Error('hls_unsupported');
  const hls = new Hls({ lowLatencyMode: true, backBufferLength: 30 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal(data.details);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
