import type { Localized } from '../i18n/types';
import type { fontsEn } from './i18n.en';

/** Arabic texts of the custom fonts area. */
export const fontsAr: Localized<typeof fontsEn> = {
  title: 'الخطوط المخصصة',
  empty: 'ليس لديك أي خطوط مخصصة بعد',
  columns: {
    family: 'عائلة الخط',
    type: 'النوع',
    preview: 'معاينة',
    createdAt: 'تاريخ الإنشاء',
    operations: 'العمليات',
  },
  preview: 'نص حكيم له سر قاطع وذو شأن عظيم',
  upload: {
    title: 'رفع خط',
    family: 'عائلة الخط',
    regular: 'ملف الخط العادي (ttf أو otf)',
    bold: 'ملف الخط العريض (ttf أو otf)',
    legal: 'أُقرّ بأن لديّ الحق في استخدام ملفات الخطوط هذه.',
    save: 'رفع الخط',
    saving: 'جارٍ الرفع…',
  },
  mismatch: 'نوع الملف غير مطابق. يُقبل فقط ملفات ttf أو otf!',
  failed: 'تعذّر رفع الخط.',
  uploaded: 'تم رفع الخط بنجاح.',
  removed: 'تمت إزالة الخط بنجاح.',
  removeFailed: 'حدث خطأ ما. يرجى المحاولة لاحقًا.',
  deleteNamed: 'حذف {{name}}',
  deleteTitle: 'حذف الخط',
  deleteConfirm: 'هل أنت متأكد من حذف الخط {{name}}؟ ستعود المشغلات التي تستخدمه إلى الخط الافتراضي.',
};
