import type { Localized } from '../i18n/types';
import type { learningCenterEn } from './i18n.en';

/** نصوص مركز التعلّم بالعربية (000 §2). */
export const learningCenterAr: Localized<typeof learningCenterEn> = {
  title: 'مركز التعلّم',
  intro: 'مقاطع فيديو قصيرة عن العمل في لوحة التحكم، من أول مشغّل حتى التقرير.',
  categories: 'فئات الدروس',
  all: 'كل الدروس',
  loading: 'جارٍ تحميل الدروس…',
  empty: 'لا توجد دروس بعد.',
  back: 'العودة إلى الدروس',
  notFound: 'هذا الدرس غير موجود.',
  notRecorded: 'لم يُسجَّل فيديو هذا الدرس على هذا الخادم بعد. يسجّله المسؤول بالأمر tutorials:record.',
  published: 'تاريخ النشر',
  videoLabel: 'فيديو الدرس: {{title}}',
  captions: 'ترجمة إنجليزية',
};
