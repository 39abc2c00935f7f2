import { paymentTextsAr } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { paymentsEn } from './i18n.en';

/** نصوص صفحة المدفوعات بالعربية (000 §2، §8، §9). */
export const paymentsAr: Localized<typeof paymentsEn> = {
  title: 'المدفوعات',
  intro: 'اربط مزوّد الدفع بالبطاقات الخاص بك لتبيع منتجات مشغّلاتك.',
  notInPlan: 'تكامل الدفع متاح فقط لمستخدمي باقتي Business وEnterprise.',
  upgrade: 'ترقية',
  listTitle: 'مزوّدو الدفع المرتبطون',
  empty: 'لم يُربط أي مزوّد دفع بعد.',
  addMenu: 'إضافة طريقة دفع',
  cardProvider: 'الدفع بالبطاقة (Stripe)',
  formTitle: 'مزوّد الدفع بالبطاقة',
  name: 'الاسم',
  publishableKey: 'المفتاح القابل للنشر',
  secretKey: 'المفتاح السري',
  secretHint: 'يُخزَّن مشفّرًا، ولا يظهر منه لاحقًا إلا آخر أربعة أحرف.',
  add: 'إضافة',
  adding: 'جارٍ التحقق من المفاتيح لدى Stripe…',
  cancel: 'إلغاء',
  added: 'أُضيف مزوّد الدفع.',
  remove: 'إزالة {{name}}',
  removeTitle: 'إزالة مزوّد الدفع',
  removeText: 'هل تريد إزالة "{{name}}"؟ ستتوقف المشغّلات التي تبيع من خلاله عن قبول المدفوعات.',
  removed: 'أُزيل مزوّد الدفع.',
  removeFailed: 'تعذّرت إزالة مزوّد الدفع.',
  test: 'تجريبي',
  live: 'فعلي',
  mode: 'الوضع',
  type: 'النوع',
  errors: paymentTextsAr,
};
