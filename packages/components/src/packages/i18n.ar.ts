import type { Localized } from '../i18n/types';
import type { packagesEn } from './i18n.en';

/** Arabic texts of the packages page and the upgrade-plan modal. */
export const packagesAr: Localized<typeof packagesEn> = {
  title: 'الباقات',
  intro: 'قارن بين الباقات وما تتضمنه كل واحدة.',
  noPlan: 'ليست لديك باقة بعد. اختر واحدة لتبدأ باستخدام لوحة التحكم.',
  current: 'الباقة الحالية',
  upgrade: 'ترقية',
  plansLabel: 'الباقات',
  unlimited: 'غير محدود',
  included: 'مشمول',
  notIncluded: 'غير مشمول',
  limits: {
    dashboardStats: 'إحصاءات لوحة التحكم',
    maxStorageMinutes: 'دقائق الفيديو المخزنة',
    maxViewerMinutes: 'دقائق المشاهدة شهريًا',
    maxImpressions: 'مرات الظهور شهريًا',
    paymentIntegration: 'تكامل الدفع',
    streamingSoftware: 'برنامج البث (RTMP)',
    prerecordedVideoStreaming: 'بث فيديو مسجل مسبقًا',
    watermarkRemoval: 'إزالة العلامة المائية',
    customBranding: 'هوية مخصصة',
    chat: 'الدردشة',
    buttonColor: 'لون الزر',
    textColor: 'لون النص',
    cover: 'صورة الغلاف',
    googleAnalytics: 'Google Analytics',
    multiChannel: 'قنوات إعادة البث',
    chatModeration: 'إشراف الدردشة',
  },
  storageWarning: {
    title: 'مساحة التخزين',
    near: 'تشغل مقاطع الفيديو المخزّنة {{used}} من أصل {{max}} دقيقة في باقتك، وتبقّى {{left}} دقيقة. احذف التسجيلات التي لم تعد تحتاج إليها أو رقِّ باقتك للحصول على مساحة أكبر.',
    full: 'امتلأت مساحة التخزين: تشغل مقاطع الفيديو المخزّنة {{used}} من أصل {{max}} دقيقة في باقتك. لن تُحفظ التسجيلات الجديدة ولا يمكن تغيير تواريخ المشغّلات وأوقاتها حتى تحذف مقاطع فيديو أو ترقّي باقتك.',
    close: 'إغلاق',
  },
  upgradeModal: {
    text: 'هل ترغب في الترقية',
    cancel: 'إلغاء',
    upgrade: 'ترقية',
  },
};
