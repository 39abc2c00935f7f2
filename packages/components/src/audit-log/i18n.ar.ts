import type { Localized } from '../i18n/types';
import type { auditLogEn } from './i18n.en';

/** Arabic texts of the staff audit log. */
export const auditLogAr: Localized<typeof auditLogEn> = {
  title: 'سجل التدقيق',
  intro:
    'ما فعله الموظفون في الحسابات: الدخول باسم حساب، والتعديلات المرفوضة أثناءه، وتغييرات الحدود. الأحدث أولًا.',
  columns: {
    when: 'الوقت',
    action: 'الإجراء',
    staff: 'الموظف',
    account: 'الحساب',
    address: 'العنوان',
    detail: 'التفاصيل',
  },
  actions: {
    'masquerade.start': 'بدء الدخول باسم الحساب',
    'masquerade.stop': 'انتهاء الدخول باسم الحساب',
    'write.refused': 'تعديل مرفوض',
    'limitations.set': 'تغيير الحدود',
    'sign-in.unlock': 'إلغاء قفل تسجيل الدخول',
  },
  deleted: 'حساب محذوف',
  empty: 'لا توجد سجلات بعد.',
  staffOnly: 'سجل التدقيق متاح للموظفين فقط.',
  total: 'السجلات: {{count}}',
};
