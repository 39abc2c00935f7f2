import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  api,
  choose,
  expect,
  expectAccessible,
  inShadow,
  login,
  mount,
  NARROW_PAGE_PX,
  setValue,
  waitFor,
} from '../../test/helpers';

const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';

/** A new player of `kind` opened in the editor, with its video field's file input. */
async function editorFor(token: string, kind: 'playback' | 'ad', title: string) {
  const created = await api(token, 'POST', '/stream', { kind, title });
  const el = mount('smuc-player-editor', {
    'api-base': window.SMUC_API,
    token,
    'stream-id': String(created.id),
  });
  const input = await waitFor(() => inShadow<HTMLInputElement>(el, '.playback-video input[type="file"]')[0]);
  return { created, el, input };
}

/** A test fixture file's bytes (`test/fixtures/<name>`). */
const fixture = async (name: string) =>
  (await fetch(new URL(`../../test/fixtures/${name}`, import.meta.url))).blob();

/**
 * Records every text the upload status line shows until `stop()`, with percentages replaced by
 * `N` (so "Uploading… 42%" is seen as "Uploading… N%").
 */
function watchStatus(el: HTMLElement) {
  const seen = new Set<string>();
  const observer = new MutationObserver(() => {
    const status = inShadow(el, '.video-upload-status')[0]?.textContent ?? '';
    if (status) seen.add(status.replace(/\d+( ?)%/, 'N$1%'));
  });
  observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('playback video upload in <smuc-player-editor>', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor')) e.remove();
  });

  it('refuses other types, uploads an mp4 with progress states, shows the poster and then saves', async () => {
    const { created, el, input } = await editorFor(token, 'playback', 'Video upload');
    expect(text(el)).to.include('No video uploaded yet.');
    await expectAccessible(el);

    choose(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await waitFor(() =>
      text(el).includes('Invalid file! The following file types are allowed: mp4, 3gpp, quicktime'),
    );

    const { seen, stop } = watchStatus(el);
    choose(input, new File([await fixture('clip.mp4')], 'clip.mp4', { type: 'video/mp4' }));
    const poster = await waitFor(() => inShadow<HTMLImageElement>(el, '.video-poster img')[0], 20_000);
    stop();
    expect([...seen]).to.include('Processing…');
    expect(poster.getAttribute('alt')).to.equal('Poster of the uploaded video');
    await waitFor(() => poster.complete && poster.naturalWidth === 640);
    expect(text(el)).to.include('Duration: 0:01');
    const stream = await api(token, 'GET', `/stream/${created.id}`);
    expect(stream.vod_data_id).to.match(/^[0-9a-f]{32}$/);
    // The preview plays the uploaded video at once, before any Save (issue 30 defect 5).
    const preview = inShadow<HTMLElement & { config?: { source: { video: { url: string } | null } } }>(
      el,
      '.preview-panel smuc-player',
    )[0]!;
    await waitFor(() => preview.config?.source.video?.url.includes(`/media/video/${stream.vod_data_id}`));

    setValue(inShadow<HTMLInputElement>(el, '#stream-title')[0]!, 'Video upload, saved');
    inShadow<HTMLButtonElement>(el, 'button[type="submit"]')[0]!.click();
    await waitFor(() => text(el).includes('Successful saving.'));
    expect((await api(token, 'GET', `/stream/${created.id}`)).title).to.equal('Video upload, saved');
  });

  it('takes a video file for a video ad too, and the viewer plays it', async () => {
    const { created, el, input } = await editorFor(token, 'ad', 'Video ad with a file');
    expect(text(el)).to.include('display banners included');
    await expectAccessible(el);
    choose(input, new File([await fixture('clip.mp4')], 'clip.mp4', { type: 'video/mp4' }));
    await waitFor(() => inShadow<HTMLImageElement>(el, '.video-poster img')[0], 20_000);
    const stream = await api(token, 'GET', `/stream/${created.id}`);
    expect(stream.vod_data_id).to.match(/^[0-9a-f]{32}$/);
    const player = await api(token, 'GET', `/player/${stream.apikey}`);
    expect(player.kind).to.equal('ad');
    expect(player.source.video.url).to.include(`/media/video/${stream.vod_data_id}`);
  });
  it('says why a file is refused (empty, cut short) and shows the transcode of an HEVC file (issue 28 §3)', async function () {
    this.timeout(120_000);
    const { created, el, input } = await editorFor(token, 'playback', 'HEVC upload');

    choose(input, new File([], 'empty.mp4', { type: 'video/mp4' }));
    await waitFor(() => text(el).includes('The video file is empty.'));

    // The server's own refusal, not "Something went wrong.": the file's data ends before its index says.
    choose(input, new File([await fixture('cut-short.mp4')], 'cut-short.mp4', { type: 'video/mp4' }));
    await waitFor(
      () => text(el).includes('The video file is damaged or incomplete: it cannot be played to its end.'),
      20_000,
    );
    expect(text(el)).not.to.include('Something went wrong.');

    const { seen, stop } = watchStatus(el);
    choose(input, new File([await fixture('hevc.mov')], 'iphone.mov', { type: 'video/quicktime' }));
    await waitFor(() => seen.has('Processing… N %'), 20_000);
    await expectAccessible(el);
    await waitFor(() => inShadow<HTMLImageElement>(el, '.video-poster img')[0], 60_000);
    stop();
    const stream = await api(token, 'GET', `/stream/${created.id}`);
    const video = await api(token, 'GET', `/cloudflare/upload/${stream.vod_data_id}`);
    expect(video.status).to.equal('ready');
  });

  it('adds, replaces and removes caption tracks per language, showing the server’s line errors (issue 34 §1)', async function () {
    this.timeout(90_000);
    const { created, el, input } = await editorFor(token, 'playback', 'Captioned video');
    choose(input, new File([await fixture('clip.mp4')], 'clip.mp4', { type: 'video/mp4' }));
    const rowOf = (language: string) =>
      inShadow(el, `.playback-video .caption-track[data-language="${language}"]`)[0];
    await waitFor(() => rowOf('ar'), 30_000);
    const videoId: string = (await api(token, 'GET', `/stream/${created.id}`)).vod_data_id;
    const rows = inShadow(el, '.caption-track').map((r) => r.textContent);
    expect(rows).to.deep.equal([
      'EnglishNo trackAdd',
      'HungarianNo trackAdd',
      'GermanNo trackAdd',
      'ArabicNo trackAdd',
    ]);
    await expectAccessible(el);
    const fileOf = (language: string) =>
      rowOf(language)!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const uploadButton = (language: string) =>
      rowOf(language)!.querySelector<HTMLButtonElement>('.caption-upload')!;
    expect(uploadButton('de').getAttribute('aria-label')).to.equal('Add German captions (.vtt or .srt)');

    // A broken cue: the server's line error under the row, nothing stored.
    const broken =
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nOne\n\n00:00:03.000 --> 00:00:02.000\nBackwards\n';
    choose(fileOf('en'), new File([broken], 'broken.vtt', { type: 'text/vtt' }));
    const alert = await waitFor(() => rowOf('en')!.querySelector('[role="alert"]'));
    expect(alert.textContent).to.equal(
      'The English captions were not saved:Line 6: End timestamp is not greater than start timestamp.',
    );
    expect(uploadButton('en').getAttribute('aria-describedby')).to.equal(alert.id);
    expect(await api(token, 'GET', `/media/video/${videoId}/captions`)).to.deep.equal([]);
    await expectAccessible(el);

    // A good file: the status line shows the upload with a progress bar, then the saved track.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const status = inShadow(el, '.caption-status')[0];
      if (status?.querySelector('[role="progressbar"]')) seen.add(status.textContent ?? '');
    });
    observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
    const good =
      'WEBVTT\n\n00:00:00.100 --> 00:00:00.600\nHello viewers\n\n00:00:00.600 --> 00:00:01.000\nBuy now\n';
    choose(fileOf('en'), new File([good], 'film.en.vtt', { type: 'text/vtt' }));
    await waitFor(() => rowOf('en')!.textContent === 'English2 cuesReplaceEdit');
    observer.disconnect();
    expect([...seen]).to.deep.equal(['Uploading \u2068film.en.vtt\u2069…']);
    expect(inShadow(el, '.caption-status')[0]!.textContent).to.equal('The English captions are saved.');
    expect(rowOf('en')!.querySelector('[role="alert"]')).to.equal(null);

    // SubRip for Arabic, converted by the server; then the English track replaced.
    choose(fileOf('ar'), new File(['1\r\n00:00:00,500 --> 00:00:02,000\r\nمرحبا\r\n'], 'film.ar.srt'));
    await waitFor(() => rowOf('ar')!.textContent === 'Arabic1 cueReplaceEdit');
    choose(fileOf('en'), new File(['WEBVTT\n\n00:00:00.100 --> 00:00:00.900\nHi\n'], 'v2.vtt'));
    await waitFor(() => rowOf('en')!.textContent === 'English1 cueReplaceEdit');
    const stored = await api(token, 'GET', `/media/video/${videoId}/captions`);
    expect(stored.map((x: { language: string; cues: number }) => [x.language, x.cues])).to.deep.equal([
      ['en', 1],
      ['ar', 1],
    ]);
    const player = await api(token, 'GET', `/player/${created.apikey}`);
    expect(player.source.video.captions.map((c: { language: string }) => c.language)).to.deep.equal([
      'en',
      'ar',
    ]);

    // Removed from the keyboard; the panel fits a 375 px page.
    rowOf('en')!.querySelector<HTMLButtonElement>('.caption-remove')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rowOf('en')!.textContent === 'EnglishNo trackAdd');
    expect(inShadow(el, '.caption-status')[0]!.textContent).to.equal('The English captions are removed.');
    expect((await api(token, 'GET', `/media/video/${videoId}/captions`)).length).to.equal(1);
    await setViewport({ width: NARROW_PAGE_PX, height: 812 });
    try {
      const panel = inShadow(el, '.caption-tracks')[0]!;
      await waitFor(() => panel.getBoundingClientRect().right <= NARROW_PAGE_PX);
      expect(document.documentElement.scrollWidth).to.be.at.most(NARROW_PAGE_PX);
      expect(panel.scrollWidth).to.be.at.most(panel.clientWidth);
      for (const button of inShadow(el, '.caption-tracks button'))
        expect(button.getBoundingClientRect().right).to.be.at.most(NARROW_PAGE_PX);
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
    await expectAccessible(el);
  });
});
