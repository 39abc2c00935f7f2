import type { Localized } from '../../i18n/types';
import type { uploadEn } from './i18n.en';

/** Arabic texts of the video and image uploads. */
export const uploadAr: Localized<typeof uploadEn> = {
  video: {
    title: 'الفيديو',
    embedHint:
      'يعمل ملف الفيديو في كل مكان، بما في ذلك لافتات العرض. إذا أُضيف أدناه رابط من YouTube أو Vimeo أو Facebook فسيُعرض بدلًا منه.',
    choose: 'رفع فيديو (mp4 أو 3gpp أو quicktime، حتى 30 GB)',
    replace: 'استبدال الفيديو',
    preparing: 'جارٍ التحضير…',
    uploading: 'جارٍ الرفع… {{percent}}٪',
    progress: 'تقدم الرفع',
    processing: 'جارٍ المعالجة…',
    done: 'تم رفع الفيديو.',
    failed: 'حدث خطأ ما.',
    poster: 'صورة غلاف الفيديو المرفوع',
    duration: 'المدة: {{duration}}',
    none: 'لم يتم رفع أي فيديو بعد.',
    invalid: 'ملف غير صالح! أنواع الملفات المسموح بها: mp4 و3gpp وquicktime',
    empty: 'ملف الفيديو فارغ.',
    tooLarge: 'يجب ألا يتجاوز حجم الفيديو 30 GB.',
    transcoding: 'جارٍ المعالجة… {{percent}}٪',
    transcodeProgress: 'تقدم المعالجة',
  },
  image: {
    choose: 'رفع صورة (\u2066{{width}}×{{height}} px\u2069)',
    uploading: 'جارٍ رفع الصورة…',
    uploaded: 'تم رفع الصورة.',
    tooLarge: 'يجب ألا يتجاوز حجم الصورة 10 MB.',
    processing: 'حدث خطأ غير معروف أثناء معالجة صورتك',
    failed: 'حدث خطأ غير متوقع أثناء رفع الصورة.',
    cropTitle: 'قص الصورة',
    cropHelp: 'اسحب الصورة لاختيار الجزء المراد الاحتفاظ به؛ استخدم شريط التمرير أو مفاتيح الأسهم للتكبير.',
    zoom: 'تكبير',
    crop: 'قص ورفع',
    preview: 'الصورة المرفوعة',
  },
};
