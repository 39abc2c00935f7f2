import type { Localized } from '../i18n/types';
import type { streamTesterEn } from './i18n.en';

/** Arabic texts of the stream tester page (right to left; sizes stay left to right in `<bdi>`). */
export const streamTesterAr: Localized<typeof streamTesterEn> = {
  title: 'مختبر البث',
  intro:
    'شاهد كيف يظهر الفيديو في كل شكل من أشكال المشغّل قبل أن تبدأ البث المباشر. يعرض كل تبويب الفيديو التجريبي نفسه مرتين: ملائمًا وممتلئًا.',
  tabsLabel: 'أشكال المشغّل',
  tabs: {
    landscape: 'أفقي',
    portrait: 'عمودي',
    custom: 'مخصّص',
    embedded: 'مضمّن',
  },
  experimental: 'تجريبي',
  panels: {
    landscape: 'مشغّل أفقي مع فيديو تجريبي أفقي.',
    portrait: 'مشغّل عمودي مع فيديو تجريبي عمودي، كما يظهر على الهاتف.',
    custom: 'مشغّل بعرض وارتفاع أقصيين تحددهما أنت، مع فيديو تجريبي أفقي.',
    embedded: 'مشغّل فيديو بسيط ضمن تدفق الصفحة، مثل فيديو مضمّن في صفحة ويب. هذا التخطيط ما زال قيد التجربة.',
  },
  playerSize: 'المشغّل',
  videoSize: 'الفيديو',
  layouts: {
    fit: 'ملاءمة',
    fill: 'ملء',
  },
  explain: {
    fit: 'الملاءمة تعرض الفيديو كاملًا. وحيث يختلف شكله عن شكل المشغّل تملأ أشرطة المساحة الباقية.',
    fill: 'الملء يغطي المشغّل كله. وتُقصّ أجزاء الفيديو التي لا تتسع له.',
  },
  playerTitle: '{{shape}}: {{layout}}',
  link: 'مختبر البث',
  linkHint: 'يعرض كيف يظهر الفيديو في كل شكل من أشكال المشغّل، ملائمًا وممتلئًا.',
};
