import type { Localized } from '../../i18n/types';
import type { captionsEn } from './i18n.en';

/** Arabic texts of the caption tracks of a video. */
export const captionsAr: Localized<typeof captionsEn> = {
  title: 'الترجمة',
  hint: 'مسار واحد لكل لغة: ملف WebVTT (.vtt) أو SubRip (.srt) بحجم 512 كيلوبايت و5000 مقطع على الأكثر.',
  listLabel: 'مسارات الترجمة',
  languages: { en: 'الإنجليزية', hu: 'المجرية', de: 'الألمانية', ar: 'العربية' },
  languageIn: { en: 'الإنجليزية', hu: 'المجرية', de: 'الألمانية', ar: 'العربية' },
  none: 'لا يوجد مسار',
  cues_zero: 'لا مقاطع',
  cues_one: 'مقطع واحد',
  cues_two: 'مقطعان',
  cues_few: '{{count}} مقاطع',
  cues_many: '{{count}} مقطعًا',
  cues_other: '{{count}} مقطع',
  draft: 'مسودة',
  add: 'إضافة',
  addNamed: 'إضافة ترجمة باللغة {{language}} (.vtt أو .srt)',
  replace: 'استبدال',
  replaceNamed: 'استبدال الترجمة باللغة {{language}} (.vtt أو .srt)',
  remove: 'إزالة',
  removeNamed: 'إزالة الترجمة باللغة {{language}}',
  uploading: 'جارٍ رفع {{file}}…',
  progress: 'تقدّم الرفع',
  saved: 'تم حفظ الترجمة باللغة {{language}}.',
  removed: 'تمت إزالة الترجمة باللغة {{language}}.',
  refused: 'لم تُحفظ الترجمة باللغة {{language}}:',
  failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
};
