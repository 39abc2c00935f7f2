/** English texts of the caption tracks of a video (issue 34 §1). */
export const captionsEn = {
  title: 'Captions',
  hint: 'One track per language: a WebVTT (.vtt) or SubRip (.srt) file of at most 512 kB and 5,000 cues.',
  listLabel: 'Caption tracks',
  /** A language's name standing alone (the list's first column). */
  languages: { en: 'English', hu: 'Hungarian', de: 'German', ar: 'Arabic' },
  /** A language's name inside the sentences below. */
  languageIn: { en: 'English', hu: 'Hungarian', de: 'German', ar: 'Arabic' },
  none: 'No track',
  cues_one: '{{count}} cue',
  cues_other: '{{count}} cues',
  draft: 'Draft',
  add: 'Add',
  addNamed: 'Add {{language}} captions (.vtt or .srt)',
  replace: 'Replace',
  replaceNamed: 'Replace the {{language}} captions (.vtt or .srt)',
  remove: 'Remove',
  removeNamed: 'Remove the {{language}} captions',
  uploading: 'Uploading {{file}}…',
  progress: 'Upload progress',
  saved: 'The {{language}} captions are saved.',
  removed: 'The {{language}} captions are removed.',
  refused: 'The {{language}} captions were not saved:',
  failed: 'Something went wrong. Please try again.',
};
