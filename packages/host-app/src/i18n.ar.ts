import type { en } from './i18n';

/** Arabic texts of the host shell, written right to left (000 §9). */
export const ar: typeof en = {
  menu: {
    label: 'القائمة الرئيسية',
    dashboard: 'لوحة التحكم',
    players: 'مشغلاتي',
    forms: 'النماذج',
    report: 'التقرير',
    connectedPlatforms: 'المنصات المتصلة',
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
  },
  header: {
    newPlayer: 'مشغل جديد',
    account: 'الحساب',
    logout: 'تسجيل الخروج',
    logoutConfirm: 'هل أنت متأكد من تسجيل الخروج؟',
    no: 'لا',
    yes: 'نعم',
    duplicate: 'نسخ',
    delete: 'حذف',
  },
  login: {
    title: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    demo: 'الحساب التجريبي: \u2066demo@smuc.test / demo1234\u2069',
  },
  session: {
    expiredTitle: 'انتهت صلاحية جلستك',
    expiredPage: 'انتهت صلاحية جلستك. ستتم إعادة توجيهك إلى صفحة تسجيل الدخول خلال 3 ثوانٍ.',
    expiredModal: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    stillExpired: 'لا تزال جلستك منتهية الصلاحية.',
    login: 'تسجيل الدخول',
    somethingWentWrong: 'حدث خطأ ما.',
  },
  gate: {
    title: 'اختر باقة',
    text: 'يحتاج حسابك إلى باقة أو خطة قائمة على مرات الظهور لاستخدام لوحة التحكم.',
  },
  editor: { leavePrompt: 'هل تريد المغادرة حقًا؟ لديك تغييرات غير محفوظة!' },
  notFound: { title: 'الصفحة غير موجودة', back: 'الانتقال إلى لوحة التحكم' },
  skip: 'الانتقال إلى المحتوى',
};
