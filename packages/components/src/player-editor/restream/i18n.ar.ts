import type { Localized } from '../../i18n/types';
import type { restreamEn } from './i18n.en';

/** Arabic texts of the restreaming section. */
export const restreamAr: Localized<typeof restreamEn> = {
  title: 'إعادة البث على وسائل التواصل الاجتماعي',
  platforms: 'إعادة البث إلى',
  none: 'اربط صفحة فيسبوك أو قناة يوتيوب لإعادة بث هذا المشغل.',
  connect: 'المنصات المتصلة',
  limit_zero: 'لا يمكنك اختيار أي منصة لإعادة البث.',
  limit_one: 'لا يمكنك اختيار أكثر من منصة واحدة لإعادة البث.',
  limit_two: 'لا يمكنك اختيار أكثر من منصتين لإعادة البث.',
  limit_few: 'لا يمكنك اختيار أكثر من {{count}} منصات لإعادة البث.',
  limit_many: 'لا يمكنك اختيار أكثر من {{count}} منصةً لإعادة البث.',
  limit_other: 'لا يمكنك اختيار أكثر من {{count}} منصة لإعادة البث.',
  notAdministrator: 'لست مسؤولًا عن هذه الصفحة',
  inactive: 'انتهت صلاحية الاتصال: أعد الربط',
  saved: 'تم حفظ منصات إعادة البث.',
  failed: 'حدث خطأ ما.',
  restreamTitle: 'عنوان إعادة البث',
  restreamDesc: 'وصف إعادة البث',
  privacy: 'الخصوصية',
  privacyPublic: 'عام',
  privacyUnlisted: 'غير مدرج',
  scheduling: 'جدولة إعادة البث مسبقًا',
  schedulingHint: 'متاح عندما يكون البدء بعد 20 دقيقة على الأقل وقبل مرور 7 أيام.',
  state: {
    starting: 'يبدأ',
    broadcasting: 'يبث',
    reconnecting: 'يعيد الاتصال',
    failed: 'فشل',
    finished: 'انتهى',
  },
};
