import type { Localized } from '../i18n/types';
import type { subscribersEn } from './i18n.en';

/** Arabic texts of the subscribers area. */
export const subscribersAr: Localized<typeof subscribersEn> = {
  title: 'المشتركون',
  columns: { stream: 'اسم البث', subscribers: 'المشتركون', download: 'تنزيل' },
  download: 'تنزيل',
  downloadNamed: 'تنزيل مشتركي {{name}} بصيغة CSV',
  empty: 'لا توجد عناصر',
  csvFailed: 'نأسف، يبدو أن خطأً ما حدث أثناء طلب ملف CSV. يرجى المحاولة لاحقًا.',
};
