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
} from '../../../test/helpers';

// The caption cue editor (issue 34 §1: a track, a generated draft above all, corrected in place) in
// the editor's video panel, against the real server.

/** A test fixture file's bytes (`test/fixtures/<name>`). */
const fixture = async (name: string) =>
  (await fetch(new URL(`../../../test/fixtures/${name}`, import.meta.url))).blob();

/** A new playback player in the editor with `clip` uploaded as its video; its caption rows' helpers. */
async function captionedPlayer(token: string, clip: string) {
  const created = await api(token, 'POST', '/stream', { kind: 'playback', title: 'Cue editor' });
  const el = mount('smuc-player-editor', {
    'api-base': window.SMUC_API,
    token,
    'stream-id': String(created.id),
  });
  const input = await waitFor(() => inShadow<HTMLInputElement>(el, '.playback-video input[type="file"]')[0]);
  choose(input, new File([await fixture(clip)], clip, { type: 'video/mp4' }));
  const rowOf = (language: string) =>
    inShadow(el, `.playback-video .caption-track[data-language="${language}"]`)[0];
  await waitFor(() => rowOf('ar'), 60_000);
  const videoId: string = (await api(token, 'GET', `/stream/${created.id}`)).vod_data_id;
  return { el, videoId, rowOf };
}

/** The open cue editor's cues: each one's fieldset, fields and error texts. */
function cuesOf(el: HTMLElement) {
  return inShadow<HTMLFieldSetElement>(el, '.cue-editor .cue-row').map((row) => ({
    row,
    legend: row.querySelector('legend')!.textContent,
    start: row.querySelectorAll('input')[0] as HTMLInputElement,
    end: row.querySelectorAll('input')[1] as HTMLInputElement,
    text: row.querySelector('textarea') as HTMLTextAreaElement,
    remove: row.querySelector<HTMLButtonElement>('.cue-remove')!,
    errors: [...row.querySelectorAll('.cue-error li')].map((li) => li.textContent),
  }));
}

const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;
const labelOf = (el: HTMLElement, field: Element) =>
  el.shadowRoot!.querySelector(`label[for="${field.id}"]`)?.textContent;

describe('caption cue editor in <smuc-player-editor> (issue 34 §1)', () => {
  let token: string;
  before(async () => {
    token = await login();
  });
  afterEach(() => {
    for (const e of document.body.querySelectorAll('smuc-player-editor')) e.remove();
  });

  it('edits a track cue by cue from the keyboard, shows refusals under their cue and saves it', async function () {
    this.timeout(120_000);
    const { el, videoId, rowOf } = await captionedPlayer(token, 'clip.mp4');
    const track =
      'WEBVTT\n\n00:00:00.100 --> 00:00:00.400\nHello viewers\n\n00:00:00.400 --> 00:00:00.900\nBuy now\n';
    choose(
      rowOf('en')!.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([track], 'en.vtt', { type: 'text/vtt' }),
    );
    await waitFor(() => rowOf('en')!.textContent === 'English2 cuesReplaceEdit');
    const edit = rowOf('en')!.querySelector<HTMLButtonElement>('.caption-edit')!;
    expect(edit.getAttribute('aria-label')).to.equal('Edit the English captions');
    expect(edit.getAttribute('aria-expanded')).to.equal('false');

    // Opened from the keyboard: the editor's heading takes the focus, the cues load.
    edit.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => cuesOf(el).length === 2);
    expect(edit.getAttribute('aria-expanded')).to.equal('true');
    expect(focused(el)?.textContent).to.equal('The English captions, cue by cue');
    expect(inShadow(el, '.cue-editor .hint')[0]!.textContent).to.equal(
      'Published: viewers see your changes once you save them.',
    );
    const [first, second] = cuesOf(el);
    expect([first!.legend, first!.start.value, first!.end.value, first!.text.value]).to.deep.equal([
      'Cue 1',
      '00:00:00.100',
      '00:00:00.400',
      'Hello viewers',
    ]);
    expect([labelOf(el, first!.start), labelOf(el, first!.end), labelOf(el, first!.text)]).to.deep.equal([
      'Start',
      'End',
      'Text',
    ]);
    expect(second!.remove.getAttribute('aria-label')).to.equal('Remove cue 2');
    await expectAccessible(el);

    // A cue ending before it starts: the server's text under that cue, nothing stored.
    setValue(first!.text, 'Hello, viewers');
    setValue(second!.end, '00:00:00.300');
    const save = inShadow<HTMLButtonElement>(el, '.cue-save')[0]!;
    save.click();
    const refused = await waitFor(() => inShadow(el, '.cue-refused')[0]);
    expect(refused.getAttribute('role')).to.equal('alert');
    expect(refused.textContent).to.equal(
      'The English captions were not saved:Correct the cues marked below, then save again.',
    );
    expect(cuesOf(el).map((cue) => cue.errors)).to.deep.equal([
      [],
      ['End timestamp is not greater than start timestamp.'],
    ]);
    const errorId = cuesOf(el)[1]!.row.querySelector('.cue-error')!.id;
    expect(cuesOf(el)[1]!.end.getAttribute('aria-describedby')).to.include(errorId);
    expect(cuesOf(el)[1]!.end.getAttribute('aria-invalid')).to.equal('true');
    expect((await api(token, 'GET', `/media/video/${videoId}/captions/en`)).vtt).to.equal(track);
    await expectAccessible(el);

    // Corrected; a cue added from the keyboard (focus goes to its text), the first one removed
    // (focus goes to the next cue).
    setValue(cuesOf(el)[1]!.end, '00:00:00.900');
    const add = inShadow<HTMLButtonElement>(el, '.cue-editor-actions .btn')[0]!;
    expect(add.textContent).to.equal('Add a cue');
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => cuesOf(el).length === 3);
    const added = cuesOf(el)[2]!;
    expect([added.legend, added.start.value, added.end.value]).to.deep.equal([
      'Cue 3',
      '00:00:00.900',
      '00:00:02.900',
    ]);
    expect(focused(el)).to.equal(added.text);
    await sendKeys({ type: 'Shop the look' });
    cuesOf(el)[0]!.remove.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => cuesOf(el).length === 2);
    expect(focused(el)).to.equal(cuesOf(el)[0]!.start);
    expect(cuesOf(el).map((cue) => cue.legend)).to.deep.equal(['Cue 1', 'Cue 2']);

    save.click();
    await waitFor(
      () => inShadow(el, '.cue-editor-status')[0]!.textContent === 'The English captions are saved.',
    );
    expect(inShadow(el, '.cue-refused')).to.deep.equal([]);
    const stored = await api(token, 'GET', `/media/video/${videoId}/captions/en`);
    expect(stored.cue_list.map((cue: { text: string }) => cue.text)).to.deep.equal([
      'Buy now',
      'Shop the look',
    ]);
    expect([stored.draft, stored.source, stored.cues]).to.deep.equal([false, 'upload', 2]);
    expect(rowOf('en')!.textContent).to.equal('English2 cuesReplaceEdit');

    // The open editor fits a 375 px page; Close gives the focus back to Edit.
    await setViewport({ width: NARROW_PAGE_PX, height: 812 });
    try {
      const editor = inShadow(el, '.cue-editor')[0]!;
      await waitFor(() => editor.getBoundingClientRect().right <= NARROW_PAGE_PX);
      // The rest of the editor (the player preview) follows the new width a moment later on a busy
      // machine (470 px once in a full run): wait for the page, then hold every control to it.
      await waitFor(() => document.documentElement.scrollWidth <= NARROW_PAGE_PX);
      for (const control of inShadow(el, '.cue-editor input, .cue-editor textarea, .cue-editor button'))
        expect(control.getBoundingClientRect().right).to.be.at.most(NARROW_PAGE_PX);
      await expectAccessible(el);
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
    const close = inShadow<HTMLButtonElement>(el, '.cue-editor-actions .btn').at(-1)!;
    expect(close.textContent).to.equal('Close');
    close.click();
    await waitFor(() => inShadow(el, '.cue-editor').length === 0);
    expect(focused(el)).to.equal(rowOf('en')!.querySelector('.caption-edit'));
  });

  it('generates a draft with its progress, edits it as a draft and publishes it', async function () {
    this.timeout(120_000);
    // A 2 s clip with a sound track (the job refuses a silent video); the server's transcription
    // endpoint is the stand-in (TRANSCRIBE_URL), which answers one cue.
    const { el, videoId, rowOf } = await captionedPlayer(token, 'clip-with-sound.mp4');
    await waitFor(
      async () => (await api(token, 'GET', `/cloudflare/upload/${videoId}`)).status === 'ready',
      60_000,
    );
    const start = await waitFor(() => inShadow<HTMLButtonElement>(el, '.caption-generate-start')[0]);
    const spoken = inShadow<HTMLSelectElement>(el, '.caption-generate select')[0]!;
    expect(labelOf(el, spoken)).to.equal('Spoken language');
    expect(spoken.value).to.equal('en');

    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const status = inShadow(el, '.caption-status')[0];
      const bar = status?.querySelector('[role="progressbar"]');
      if (bar)
        seen.add(
          `${status!.textContent?.replace(/\d+%/, 'N%')} (${bar.getAttribute('aria-valuenow') !== null})`,
        );
    });
    observer.observe(el.shadowRoot!, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    start.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rowOf('en')!.textContent === 'English1 cueDraftReplaceEditPublish', 60_000);
    observer.disconnect();
    expect([...seen]).to.deep.equal(['Generating the English captions… N% (true)']);
    expect(inShadow(el, '.caption-status')[0]!.textContent).to.equal(
      'The English captions are generated as a draft: check them, then publish them.',
    );
    expect(rowOf('en')!.querySelector('.caption-draft')!.textContent).to.equal('Draft');
    // Viewers get no draft.
    expect((await fetch(`${window.SMUC_API}/media/video/${videoId}/vtt/en.vtt`)).status).to.equal(404);
    await expectAccessible(el);

    // Corrected in place: it stays a draft.
    rowOf('en')!.querySelector<HTMLButtonElement>('.caption-edit')!.click();
    await waitFor(() => cuesOf(el).length === 1);
    expect(inShadow(el, '.cue-editor .hint')[0]!.textContent).to.equal(
      'A draft: saving keeps it a draft. Viewers see it only after you publish it.',
    );
    expect(cuesOf(el)[0]!.text.value).to.equal('A generated line');
    setValue(cuesOf(el)[0]!.text, 'A corrected line');
    inShadow<HTMLButtonElement>(el, '.cue-save')[0]!.click();
    await waitFor(
      () => inShadow(el, '.cue-editor-status')[0]!.textContent === 'The English captions are saved.',
    );
    const draft = await api(token, 'GET', `/media/video/${videoId}/captions/en`);
    expect([draft.draft, draft.source, draft.cue_list[0].text]).to.deep.equal([
      true,
      'generated',
      'A corrected line',
    ]);
    expect(rowOf('en')!.textContent).to.equal('English1 cueDraftReplaceEditPublish');
    expect((await fetch(`${window.SMUC_API}/media/video/${videoId}/vtt/en.vtt`)).status).to.equal(404);

    // Published: viewers get the corrected text; the open editor says so.
    rowOf('en')!.querySelector<HTMLButtonElement>('.caption-publish')!.click();
    await waitFor(() => rowOf('en')!.textContent === 'English1 cueReplaceEdit');
    expect(inShadow(el, '.caption-status')[0]!.textContent).to.equal('The English captions are published.');
    expect(inShadow(el, '.cue-editor .hint')[0]!.textContent).to.equal(
      'Published: viewers see your changes once you save them.',
    );
    const file = await fetch(`${window.SMUC_API}/media/video/${videoId}/vtt/en.vtt`);
    expect(await file.text()).to.equal('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA corrected line\n');
    await expectAccessible(el);
  });
});
