import type { integrationsHu } from './i18n.hu';

/** Arabic texts of the Integrations page. */
export const integrationsAr: typeof integrationsHu = {
  title: 'عمليات التكامل',
  wordpress: {
    title: 'نظام إدارة المحتوى',
    intro: 'ثبّت إضافة ووردبريس الخاصة بنا، ثم الصق عنوان الخادم ورمز موقع أنشأته أدناه في إعداداتها.',
    download: 'تنزيل إضافة ووردبريس',
  },
  tokens: {
    title: 'رموز المواقع',
    intro:
      'يتيح رمز الموقع لإضافة على موقعك استدعاء واجهتنا البرمجية من خادمها. لا تغادر كلمة مرورك هذا المنتج أبدًا.',
    name: 'اسم الرمز',
    scopes: 'الصلاحيات',
    scope: {
      playersRead: 'قراءة المشغّلات',
      playersManage: 'إدارة المشغّلات',
      reportsRead: 'قراءة التقارير',
    },
    create: 'إنشاء رمز',
    creating: 'جارٍ الإنشاء…',
    created: 'انسخ هذا الرمز الآن: لن يُعرض إلا مرة واحدة.',
    copy: 'نسخ',
    copied: 'تم النسخ',
    empty: 'لا توجد رموز مواقع بعد.',
    lastUsed: 'آخر استخدام',
    never: 'أبدًا',
    revoke: 'إبطال',
    revokeNamed: 'إبطال {{name}}',
    revokeTitle: 'إبطال الرمز',
    revokeText: 'ستفقد المواقع التي تستخدم {{name}} وصولها فورًا.',
    revoked: 'تم إبطال الرمز.',
    revokeFailed: 'حدث خطأ ما.',
    failed: 'حدث خطأ ما.',
    columns: {
      name: 'الاسم',
      token: 'الرمز',
      scopes: 'الصلاحيات',
      lastUsed: 'آخر استخدام',
      operations: 'الإجراءات',
    },
  },
  embed: {
    title: 'رمز التضمين لأي موقع',
    intro: 'اختر مشغّلًا والصق هذا الرمز في صفحتك حيث يجب أن يظهر المشغّل.',
    player: 'المشغّل',
    choose: 'اختر مشغّلًا',
    noPlayers: 'لا توجد مشغّلات بعد.',
    inline: 'مضمّن',
    floating: 'عائم',
  },
};
