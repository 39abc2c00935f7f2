import { REPORT_TITLES } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { reportsEn } from './i18n.en';

/** Arabic texts of the reports area. */
export const reportsAr: Localized<typeof reportsEn> = {
  title: 'التقارير',
  start: 'تاريخ البداية',
  end: 'تاريخ النهاية',
  customer: 'العميل',
  campaign: 'الحملة',
  quickFilter: 'اسم المشغل',
  quickFilterHint: 'تبدأ التصفية من 3 أحرف.',
  view: 'عرض التقارير',
  csv: 'تصدير CSV',
  events: {
    export: 'تصدير الأحداث الأولية',
    format: 'ملف الأحداث',
    formats: { csv: 'CSV (جدول بيانات)', ndjson: 'NDJSON (كائن JSON في كل سطر)' },
    progress: 'جارٍ تنزيل الأحداث: {{rows}} من {{total}}',
    progressUnknown: 'جارٍ تنزيل الأحداث: {{rows}}',
    cancel: 'إلغاء التنزيل',
    done: 'تم تنزيل الأحداث.',
    hint: 'كل أحداث المشاهدين المخزنة في الفترة، والأوقات بتوقيت \u2066UTC\u2069. مشاهداتك الخاصة والزيارات غير الصالحة المستبعدة معلَّمة.',
  },
  groupBy: 'صفوف CSV',
  groupByStream: 'صف لكل مشغل',
  groupByProduct: 'صف لكل منتج',
  help: 'تعريفات المقاييس',
  helpTitle: 'تعريفات المقاييس',
  empty: 'لا توجد نتائج مطابقة لمعايير البحث.',
  suggestions: 'اقتراحات',
  deleted: 'محذوف',
  none: '—',
  noProducts: 'لا توجد إحصاءات للمنتجات في هذه الفترة.',
  openProducts: 'إظهار منتجات {{name}}',
  closeProducts: 'إخفاء منتجات {{name}}',
  productsOf: 'منتجات {{name}}',
  player: 'المشغل',
  rowsShown_zero: '\u2066{{from}}–{{to}}\u2069 من \u2066{{count}}\u2069 مشغل',
  rowsShown_one: '\u2066{{from}}–{{to}}\u2069 من مشغل واحد',
  rowsShown_two: '\u2066{{from}}–{{to}}\u2069 من مشغلين',
  rowsShown_few: '\u2066{{from}}–{{to}}\u2069 من \u2066{{count}}\u2069 مشغلات',
  rowsShown_many: '\u2066{{from}}–{{to}}\u2069 من \u2066{{count}}\u2069 مشغلًا',
  rowsShown_other: '\u2066{{from}}–{{to}}\u2069 من \u2066{{count}}\u2069 مشغل',
  chart: {
    metric: 'الرسم البياني',
    metrics: {
      viewers: 'المشاهدون',
      impressions: 'مرات الظهور',
      product_clicks: 'نقرات المنتجات',
      product_purchases: 'المشتريات',
    },
    previous: 'الفترة السابقة',
    date: 'التاريخ',
    allPlayers: 'كل المشغلات',
    showAll: 'عرض كل المشغلات',
    chartPlayer: 'رسم بياني لـ {{name}}',
    failed: 'تعذّر تحميل الرسم البياني.',
    label:
      '{{metric}} يوميًا، {{scope}}، من \u2066{{start}}\u2069 إلى \u2066{{end}}\u2069، مع الفترة السابقة؛ الأرقام في الجدول أدناه.',
  },
  funnel: {
    title: 'مسار التحويل',
    failed: 'تعذّر تحميل مسار التحويل.',
    chartLabel:
      'مسار التحويل لـ {{scope}}، من \u2066{{start}}\u2069 إلى \u2066{{end}}\u2069؛ الجدول المجاور يعرض الأرقام.',
    bar: '{{step}}: \u2066{{count}}\u2069، \u2066{{conversion}}\u2069 من مرات الظهور',
    tableLabel: 'أرقام مسار التحويل',
    tableCaption: 'مسار التحويل لـ {{scope}}، من \u2066{{start}}\u2069 إلى \u2066{{end}}\u2069',
    columns: {
      step: 'الخطوة',
      count: 'العدد',
      dropOff: 'التسرّب',
      dropOffRate: 'التسرّب %',
      conversion: 'من مرات الظهور',
      filtered: 'المستبعد',
    },
    filteredNote_zero:
      'الأحداث المستبعدة بوصفها حركة غير صالحة: \u2066{{formatted}}\u2069، ولا تُحتسب في أي خطوة.',
    filteredNote_one:
      'الأحداث المستبعدة بوصفها حركة غير صالحة: \u2066{{formatted}}\u2069، ولا تُحتسب في أي خطوة.',
    filteredNote_two:
      'الأحداث المستبعدة بوصفها حركة غير صالحة: \u2066{{formatted}}\u2069، ولا تُحتسب في أي خطوة.',
    filteredNote_few: 'استُبعدت \u2066{{formatted}}\u2069 أحداث بوصفها حركة غير صالحة ولا تُحتسب في أي خطوة.',
    filteredNote_many: 'استُبعد \u2066{{formatted}}\u2069 حدثًا بوصفها حركة غير صالحة ولا تُحتسب في أي خطوة.',
    filteredNote_other: 'استُبعد \u2066{{formatted}}\u2069 حدث بوصفها حركة غير صالحة ولا تُحتسب في أي خطوة.',
    definitionsTitle: 'خطوات مسار التحويل',
    steps: {
      impression: {
        name: 'مرة ظهور',
        definition: 'كان نصف المشغل على الأقل ظاهرًا لمدة ثانية واحدة (مرات الظهور في التقرير).',
      },
      play: {
        name: 'تشغيل',
        definition: 'بدأ تشغيل الفيديو لأول مرة في زيارة الصفحة.',
      },
      product_impression: {
        name: 'ظهور منتج',
        definition: 'عُرض منتج على المشاهد (مرات ظهور المنتجات في التقرير).',
      },
      product_click: {
        name: 'نقرة على منتج',
        definition: 'فتح مشاهد منتجًا (النقرات على المنتجات في التقرير).',
      },
      add_to_cart: {
        name: 'إضافة إلى السلة',
        definition: 'ضغط مشاهد زر الإضافة إلى السلة أو زر الشراء لمنتج.',
      },
      purchase: {
        name: 'شراء',
        definition: 'اشتُري منتج، في صفحة الدفع في المشغل أو في المتجر (المشتريات في التقرير).',
      },
    },
    dropOff: {
      name: 'التسرّب',
      definition:
        'كم نقص العدد في خطوة عن الخطوة السابقة، وكذلك نسبةً مئوية من الخطوة السابقة. تعدّ الخطوات الأحداث لا الأشخاص: من يرى ثلاثة منتجات يضيف ثلاث مرات ظهور منتجات. الخطوة التي يزيد عددها على الخطوة السابقة لا يظهر لها تسرّب.',
    },
    filtered: {
      name: 'المستبعد',
      definition:
        'أحداث خطوة استُبعدت بوصفها حركة غير صالحة (برامج الروبوت المعروفة، أو دون رمز المشاهد، أو مشاهدون جدد فوق الحد في الدقيقة). تظهر على حدة ولا تُحتسب في أي خطوة.',
    },
  },
  playerPanel: {
    title: 'التحليلات',
    range: 'آخر \u206630\u2069 يومًا',
    products: 'المنتجات',
    empty: 'لا توجد مشاهدات في آخر \u206630\u2069 يومًا بعد.',
    failed: 'تعذّر تحميل التحليلات.',
  },
  columns: REPORT_TITLES.ar.columns,
  metrics: {
    impressions: { name: REPORT_TITLES.ar.metrics.impressions, definition: 'عدد مرات تحميل المشغل في صفحة.' },
    filtered_impressions: {
      name: 'مرات الظهور المستبعدة',
      definition:
        'مرات تحميل لم تُحتسب مرات ظهور لأنها بدت حركة غير صالحة: برامج الروبوت المعروفة والمتصفحات الآلية، والأحداث التي تفتقد رمز المشاهد الذي يحصل عليه المشغل من الخادم، والمشاهدون الجدد من عنوان واحد بما يتجاوز الحد في الدقيقة. لا تُحتسب ضمن الباقة أو الحصة أو الفاتورة.',
    },
    three_sec_views: {
      name: REPORT_TITLES.ar.metrics.three_sec_views,
      definition: 'المشاهدات التي استمرت 3 ثوانٍ على الأقل.',
    },
    vcr: {
      name: REPORT_TITLES.ar.metrics.vcr,
      definition: 'معدل إكمال الفيديو: المشاهدات المكتملة مقسومة على مرات الظهور، كنسبة مئوية.',
    },
    viewers: {
      name: 'المشاهدون',
      definition:
        'الأشخاص الذين شاهدوا المشغل، ويُحسب كل منهم مرة واحدة في اليوم. تعرض قائمة المشغلات المجموع منذ إنشاء المشغل، ويعرض الرسم البياني العدد في كل يوم.',
    },
    viewer_count: {
      name: REPORT_TITLES.ar.metrics.viewer_count,
      definition: 'أعلى عدد من المشاهدين في الوقت نفسه.',
    },
    total_minutes: {
      name: REPORT_TITLES.ar.metrics.total_minutes,
      definition: 'الدقائق التي شاهدها جميع المشاهدين معًا.',
    },
    stored_minutes: {
      name: REPORT_TITLES.ar.metrics.stored_minutes,
      definition: 'دقائق التسجيلات المحفوظة للمشغل.',
    },
    video_clicks: {
      name: REPORT_TITLES.ar.metrics.video_clicks,
      definition: 'النقرات على الفيديو نفسه، مثل النقر على إعلان فيديو.',
    },
    product_impressions: {
      name: REPORT_TITLES.ar.metrics.product_impressions,
      definition: 'عدد مرات عرض منتجات المشغل.',
    },
    product_clicks: {
      name: REPORT_TITLES.ar.metrics.product_clicks,
      definition: 'النقرات على بطاقات المنتجات.',
    },
    product_link_clicks: {
      name: REPORT_TITLES.ar.metrics.product_link_clicks,
      definition: 'النقرات التي فتحت رابط منتج.',
    },
    product_ctr: {
      name: REPORT_TITLES.ar.metrics.product_ctr,
      definition: 'نقرات المنتجات مقسومة على مرات ظهور المنتجات، كنسبة مئوية.',
    },
    product_link_ctr: {
      name: REPORT_TITLES.ar.metrics.product_link_ctr,
      definition: 'نقرات روابط المنتجات مقسومة على مرات ظهور المنتجات، كنسبة مئوية.',
    },
    product_purchases: {
      name: REPORT_TITLES.ar.metrics.product_purchases,
      definition: 'المشتريات التي تمت عبر المشغل.',
    },
    hearts: { name: REPORT_TITLES.ar.metrics.hearts, definition: 'القلوب التي أرسلها المشاهدون.' },
    comments: { name: REPORT_TITLES.ar.metrics.comments, definition: 'التعليقات التي كتبها المشاهدون.' },
    shares: { name: REPORT_TITLES.ar.metrics.shares, definition: 'عدد مرات مشاركة المشاهدين للمشغل.' },
    total_interactions: {
      name: REPORT_TITLES.ar.metrics.total_interactions,
      definition:
        'نقرات المنتجات ونقرات روابطها والمشتريات والإعجابات والتعليقات والمشاركات والاشتراكات مجتمعة.',
    },
    engagement_rate: {
      name: REPORT_TITLES.ar.metrics.engagement_rate,
      definition:
        'التفاعلات مقسومة على مرات الظهور (أو على المشاهدين عندما لا تُحتسب مرات ظهور)، كنسبة مئوية.',
    },
  },
  csvFailed: 'حدث خطأ ما.',
};
