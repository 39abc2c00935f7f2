/** English texts of the fonts area (000 §2 Fonts, §5 Font upload, §8 Messages). */
export const fontsEn = {
  title: 'Custom fonts',
  empty: 'You have no custom fonts yet',
  columns: {
    family: 'Font family',
    type: 'Type',
    preview: 'Preview',
    createdAt: 'Created at',
    operations: 'Operations',
  },
  preview: 'The quick brown fox',
  upload: {
    title: 'Upload a font',
    family: 'Font family',
    regular: 'Regular font file (ttf or otf)',
    bold: 'Bold font file (ttf or otf)',
    legal: 'I declare that I have the right to use these font files.',
    save: 'Upload font',
    saving: 'Uploading…',
  },
  mismatch: 'Filetype mismatch. Only accepts ttf or otf files!',
  failed: 'Failed to upload font.',
  uploaded: 'Font uploaded successfully.',
  removed: 'Font removed successfully.',
  removeFailed: 'Something went wrong. Please try again later.',
  deleteNamed: 'Delete {{name}}',
  deleteTitle: 'Delete font',
  deleteConfirm:
    'Are you sure you want to delete the font {{name}}? Players using it fall back to the default font.',
};
