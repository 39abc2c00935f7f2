import { productTextsAr } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { productsEn } from './i18n.en';

/** Arabic texts of the products area and its rule messages. */
export const productsAr: Localized<typeof productsEn> = {
  title: 'المنتجات',
  create: 'إنشاء منتج جديد',
  empty: 'لا توجد منتجات بعد.',
  tableLabel: 'المنتجات',
  columns: {
    name: 'اسم المنتج',
    sku: 'رمز المنتج (SKU)',
    prices: 'الأسعار',
    createdAt: 'تاريخ الإنشاء',
    updatedAt: 'تاريخ التحديث',
    operations: 'العمليات',
  },
  noSku: '-',
  noPrice: '-',
  regularPrice: 'السعر العادي',
  edit: 'تعديل',
  delete: 'حذف',
  editNamed: 'تعديل {{name}}',
  deleteNamed: 'حذف {{name}}',
  addTitle: 'إضافة منتج',
  editTitle: 'تعديل المنتج',
  fields: {
    name: 'الاسم',
    sku: 'رمز المنتج (SKU)',
    price: 'السعر',
    salesPrice: 'سعر التخفيض',
    currency: 'العملة',
    image: 'رابط الصورة',
    link: 'رابط المنتج',
  },
  saved: 'تم حفظ المنتج.',
  deleteTitle: 'حذف المنتج',
  deleteUsedBy: 'تستخدم المشغلات التالية هذا المنتج، وتحتفظ كلٌّ منها بنسختها الخاصة.',
  deleteSafe: 'لا يستخدم أي مشغل هذا المنتج، ويمكن حذفه بأمان.',
  deleteConfirm: 'حذف {{name}}؟',
  removed: 'تمت إزالة المنتج بنجاح.',
  failed: 'حدث خطأ ما. يرجى المحاولة لاحقًا.',
  rules: productTextsAr,
};
