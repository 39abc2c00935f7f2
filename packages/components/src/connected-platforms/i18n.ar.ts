import type { connectedPlatformsEn } from './i18n.en';

/** Arabic texts of the connected platforms area. */
export const connectedPlatformsAr: typeof connectedPlatformsEn = {
  title: 'المنصات المتصلة',
  loading: 'جارٍ جلب البيانات..',
  empty: 'لم تقم بربط أي منصة بعد.',
  add: 'إضافة منصة',
  types: { facebook: 'صفحة فيسبوك', youtube: 'يوتيوب' },
  unavailable: {
    facebook: 'غير متاح: لم يُضبط تطبيق فيسبوك على هذا الخادم. اطلب من مشغّله إضافة تطبيق.',
    youtube: 'غير متاح: لم يُضبط تطبيق Google على هذا الخادم. اطلب من مشغّله إضافة تطبيق.',
  },
  reconnect: 'إعادة الربط',
  reconnectNamed: 'إعادة ربط {{name}}',
  deleteNamed: 'حذف {{name}}',
  notAdministrator: 'لست مسؤولًا عن هذه الصفحة، لذا لا يمكن استخدامها لإعادة البث.',
  inactive: 'انتهت صلاحية الاتصال. أعد ربطه لتتمكن من إعادة البث إليه.',
  deleteTitle: 'حذف منصة متصلة',
  deleteConfirm: 'هل أنت متأكد من حذف {{name}}؟ لن تعيد المشغلات البث إليها بعد الآن.',
  removed: 'تمت إزالة المنصة بنجاح.',
  connected: 'تم ربط {{name}} بنجاح.',
  failed: 'حدث خطأ ما.',
  facebookAuthFailed: 'فشلت المصادقة عبر فيسبوك.',
  reminderTitle: 'قبل ربط فيسبوك',
  reminder:
    'سجّل الدخول بحساب فيسبوك الذي يدير صفحتك، وامنح كل الصلاحيات المطلوبة: تحتاج إعادة البث إلى إدارة البث المباشر للصفحة. تظهر الصفحات التي لا تديرها لكن لا يمكن استخدامها.',
  continue: 'متابعة',
  pagesTitle: 'اختر صفحة فيسبوك',
  noPages: 'حساب فيسبوك هذا لا يدير أي صفحة.',
  connect: 'ربط',
  connectNamed: 'ربط {{name}}',
  alreadyConnected: 'متصل',
  connecting: 'جارٍ الربط…',
};
