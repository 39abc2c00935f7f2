// The tutorials' captions in every dashboard language (issue 30): `scripts/tutorial-flows.mjs`
// writes each step's caption in English; this table gives it in Hungarian, German and Arabic, in
// the glossary's terms (packages/sdk/src/texts/glossary.md: hu te-form, irányítópult, jelentés; de
// du, Paket, Player, Anmeldungen; ar باقة, مشغل) and with the product's own labels in that language
// (hu "Közzététel", de "Veröffentlichen", ar «قنوات النشر» for Destinations). Arabic keeps Latin
// words and numbers in left-to-right isolates (U+2066 … U+2069), as the catalogues do, and says
// "on the left" where the mirrored layout puts the preview there.

/** Left-to-right isolate: a Latin word or a number inside an Arabic sentence. */
const ltr = (text) => `\u2066${text}\u2069`;

/** videoId → English caption (as the flow writes it) → its text in hu, de and ar. */
export const CAPTIONS = {
  'dashboard-tour': {
    'This is your dashboard: usage, players and statistics at a glance.': {
      hu: 'Ez az irányítópultod: felhasználás, lejátszók és statisztikák egy pillantással.',
      de: 'Das ist deine Übersicht: Nutzung, Player und Statistiken auf einen Blick.',
      ar: 'هذه لوحة التحكم: الاستخدام والمشغلات والإحصاءات في لمحة واحدة.',
    },
    'The players widget shows your latest players; View all opens the full list.': {
      hu: 'A lejátszók doboza a legutóbbi lejátszóidat mutatja; az „Összes megtekintése” a teljes listát nyitja meg.',
      de: 'Das Player-Widget zeigt deine neuesten Player; „Alle anzeigen“ öffnet die ganze Liste.',
      ar: 'تعرض أداة المشغلات أحدث مشغلاتك، ويفتح «عرض الكل» القائمة كاملة.',
    },
    'Statistics chart the last days; top products show what viewers click.': {
      hu: 'A statisztikák az elmúlt napokat mutatják; a legnépszerűbb termékekből látod, mire kattintanak a nézők.',
      de: 'Die Statistiken zeigen die letzten Tage; die Top-Produkte zeigen, was Zuschauer anklicken.',
      ar: 'ترسم الإحصاءات الأيام الأخيرة، وتُظهر أفضل المنتجات ما ينقر عليه المشاهدون.',
    },
    'New player in the header starts a new live stream, video or ad.': {
      hu: 'A fejlécben az „Új lejátszó” új élő közvetítést, videót vagy hirdetést indít.',
      de: '„Neuer Player“ in der Kopfzeile startet einen neuen Livestream, ein Video oder eine Anzeige.',
      ar: 'يبدأ «مشغل جديد» في أعلى الصفحة بثًا مباشرًا أو فيديو أو إعلانًا جديدًا.',
    },
  },
  'players-list': {
    'The players list holds every player of your account.': {
      hu: 'A lejátszók listájában a fiókod összes lejátszója megtalálható.',
      de: 'Die Player-Liste enthält alle Player deines Kontos.',
      ar: 'تضم قائمة المشغلات كل مشغلات حسابك.',
    },
    'Search by title, customer or campaign.': {
      hu: 'Keress cím, ügyfél vagy kampány szerint.',
      de: 'Suche nach Titel, Kunde oder Kampagne.',
      ar: 'ابحث بالعنوان أو العميل أو الحملة.',
    },
    'Filter by orientation and status; the list remembers your choice.': {
      hu: 'Szűrj tájolás és állapot szerint; a lista megjegyzi, mit választottál.',
      de: 'Filtere nach Ausrichtung und Status; die Liste merkt sich deine Auswahl.',
      ar: 'صفِّ المشغلات حسب الاتجاه والحالة، وتتذكر القائمة اختيارك.',
    },
    'Click a player to open it in the editor.': {
      hu: 'Kattints egy lejátszóra, és megnyílik a szerkesztőben.',
      de: 'Klicke auf einen Player, um ihn im Editor zu öffnen.',
      ar: 'انقر على مشغل لفتحه في المحرر.',
    },
  },
  'player-editor': {
    'The editor: general settings first, then details and notification.': {
      hu: 'A szerkesztő: elöl az általános beállítások, utána a részletek és az értesítés.',
      de: 'Der Editor: zuerst die allgemeinen Einstellungen, dann Details und Benachrichtigung.',
      ar: 'المحرر: الإعدادات العامة أولًا، ثم التفاصيل والإشعار.',
    },
    'Each change shows in the live preview on the right.': {
      hu: 'Minden módosítás azonnal látszik a jobb oldali előnézetben.',
      de: 'Jede Änderung siehst du sofort in der Vorschau rechts.',
      ar: 'يظهر كل تغيير فورًا في المعاينة على اليسار.',
    },
    'Nothing reaches viewers until you press Save.': {
      hu: 'A nézők semmit sem látnak belőle, amíg meg nem nyomod a „Mentés” gombot.',
      de: 'Zuschauer sehen nichts davon, bis du auf „Speichern“ klickst.',
      ar: 'لا يصل أي تغيير إلى المشاهدين حتى تضغط «حفظ».',
    },
  },
  'preview-devices': {
    'The preview is the real viewer player with your unsaved settings.': {
      hu: 'Az előnézet a valódi nézői lejátszó, a még nem mentett beállításaiddal.',
      de: 'Die Vorschau ist der echte Zuschauer-Player mit deinen ungespeicherten Einstellungen.',
      ar: 'المعاينة هي مشغل المشاهدة الحقيقي بإعداداتك غير المحفوظة.',
    },
    'Mobile lays it out at 375 pixels wide, as on a phone.': {
      hu: 'A „Mobil” 375 képpont szélesen mutatja, mint egy telefonon.',
      de: '„Mobil“ zeigt ihn 375 Pixel breit, wie auf einem Handy.',
      ar: `يعرضه «الجوال» بعرض ${ltr('375')} بكسل، كما على الهاتف.`,
    },
    'Desktop shows it at 1024 pixels, with the product sidebar.': {
      hu: 'Az „Asztali” 1024 képpont szélesen mutatja, a termékek oldalsávjával.',
      de: '„Desktop“ zeigt ihn 1024 Pixel breit, mit der Produktleiste.',
      ar: `ويعرضه «سطح المكتب» بعرض ${ltr('1024')} بكسل مع الشريط الجانبي للمنتجات.`,
    },
  },
  products: {
    'Products are kept once for the whole account.': {
      hu: 'A termékeket egyszer veszed fel, az egész fiókodhoz.',
      de: 'Produkte legst du einmal für das ganze Konto an.',
      ar: 'تُحفظ المنتجات مرة واحدة للحساب كله.',
    },
    'Add them by hand, from a product page link, or from a Merchant feed.': {
      hu: 'Felveheted őket kézzel, egy termékoldal linkjéből vagy Merchant-feedből.',
      de: 'Füge sie von Hand, über den Link einer Produktseite oder aus einem Merchant-Feed hinzu.',
      ar: `أضفها يدويًا أو من رابط صفحة منتج أو من خلاصة ${ltr('Merchant')}.`,
    },
    'In the editor, Manage products picks this player’s products, in its currency.': {
      hu: 'A szerkesztőben a „Termékek kezelése” választja ki a lejátszó termékeit, a lejátszó pénznemében.',
      de: 'Im Editor wählst du mit „Produkte verwalten“ die Produkte dieses Players, in seiner Währung.',
      ar: 'في المحرر، تختار «إدارة المنتجات» منتجات هذا المشغل بعملته.',
    },
  },
  'embed-codes': {
    'Destinations: the viewer link and the embed codes of this player.': {
      hu: 'Közzététel: a lejátszó nézői linkje és beágyazási kódjai.',
      de: 'Veröffentlichen: der Zuschauer-Link und die Einbettungscodes dieses Players.',
      ar: 'قنوات النشر: رابط المشاهدة ورموز التضمين لهذا المشغل.',
    },
    'Inline sits in your page; floating opens in a corner of every page.': {
      hu: 'A beágyazott lejátszó az oldaladon belül jelenik meg; a lebegő minden oldal sarkában nyílik meg.',
      de: 'Der eingebettete Player sitzt in deiner Seite; der schwebende öffnet sich in einer Ecke jeder Seite.',
      ar: 'يظهر المشغل المضمّن داخل صفحتك، ويفتح المشغل العائم في زاوية كل صفحة.',
    },
    'Copy a code into your site’s HTML and the player loads by itself.': {
      hu: 'Másold be a kódot a weboldalad HTML-jébe, és a lejátszó magától betöltődik.',
      de: 'Kopiere einen Code in das HTML deiner Website, und der Player lädt von selbst.',
      ar: `انسخ الرمز إلى ${ltr('HTML')} موقعك، فيُحمَّل المشغل تلقائيًا.`,
    },
  },
  reports: {
    'The report lists every player with viewers, impressions and clicks.': {
      hu: 'A jelentés minden lejátszót felsorol a nézőkkel, megjelenésekkel és kattintásokkal.',
      de: 'Der Bericht listet jeden Player mit Zuschauern, Impressionen und Klicks auf.',
      ar: 'يسرد التقرير كل مشغل مع المشاهدين ومرات الظهور والنقرات.',
    },
    'The chart button draws a player’s days, the previous period dashed.': {
      hu: 'A grafikon gomb kirajzolja a lejátszó napjait, az előző időszakot szaggatott vonallal.',
      de: 'Die Diagramm-Schaltfläche zeichnet die Tage eines Players, den vorherigen Zeitraum gestrichelt.',
      ar: 'يرسم زر الرسم البياني أيام المشغل، والفترة السابقة بخط متقطع.',
    },
    'Narrow the period and download the table as CSV.': {
      hu: 'Szűkítsd az időszakot, és töltsd le a táblázatot CSV-ként.',
      de: 'Grenze den Zeitraum ein und lade die Tabelle als CSV herunter.',
      ar: `ضيّق الفترة ونزّل الجدول بصيغة ${ltr('CSV')}.`,
    },
  },
  'forms-subscribers': {
    'Forms collect subscribers inside your players.': {
      hu: 'Az űrlapok a lejátszóidban gyűjtenek feliratkozókat.',
      de: 'Formulare sammeln Anmeldungen direkt in deinen Playern.',
      ar: 'تجمع النماذج المشتركين داخل مشغلاتك.',
    },
    'Subscribers: download the list of each player as CSV.': {
      hu: 'Feliratkozók: töltsd le bármelyik lejátszó listáját CSV-ként.',
      de: 'Abonnenten: Lade die Liste jedes Players als CSV herunter.',
      ar: `المشتركون: نزّل قائمة كل مشغل بصيغة ${ltr('CSV')}.`,
    },
  },
  'profile-fonts': {
    'Your profile: plan, renewal date and account details.': {
      hu: 'A profilod: csomag, megújulás dátuma és fiókadatok.',
      de: 'Dein Profil: Paket, Verlängerungsdatum und Kontodaten.',
      ar: 'ملفك الشخصي: الباقة وتاريخ التجديد وتفاصيل الحساب.',
    },
    'Change your password at the bottom of the page.': {
      hu: 'A jelszavadat az oldal alján módosíthatod.',
      de: 'Dein Passwort änderst du unten auf der Seite.',
      ar: 'غيّر كلمة المرور من أسفل الصفحة.',
    },
    'Fonts: upload your brand’s fonts once, use them in every player.': {
      hu: 'Betűtípusok: töltsd fel egyszer a márkád betűtípusait, és használd őket minden lejátszóban.',
      de: 'Schriftarten: Lade die Schriften deiner Marke einmal hoch und nutze sie in jedem Player.',
      ar: 'الخطوط: ارفع خطوط علامتك التجارية مرة واحدة واستخدمها في كل مشغل.',
    },
  },
};

/**
 * The caption a flow of `videoId` writes in English (`english`), in `lang` (en, hu, de, ar).
 * @throws when the table has no text for it in that language: a recording never shows English
 *   captions in another language's video.
 */
export function captionIn(videoId, english, lang) {
  if (lang === 'en') return english;
  const text = CAPTIONS[videoId]?.[english]?.[lang];
  if (!text)
    throw new Error(`no ${lang} caption in scripts/tutorial-captions.mjs for ${videoId}: “${english}”`);
  return text;
}

/** Right-to-left mark: starts an Arabic cue, so a player lays it out right to left whatever it opens with. */
const RLM = '\u200f';

/** `hh:mm:ss.mmm` of a WebVTT cue. */
const vttTime = (ms) => new Date(Math.max(0, ms)).toISOString().slice(11, 23);

/**
 * WebVTT of the captions a flow showed (`cues`: `{ at, text }`, `at` in ms from the video's start):
 * each cue lasts until the next one, the last to `endMs`. Arabic cues open with a right-to-left
 * mark: WebVTT renderers take a cue's direction from its first strong letter.
 */
export function toVtt(cues, endMs, lang = 'en') {
  const lines = ['WEBVTT', ''];
  cues.forEach((cue, i) => {
    const text = lang === 'ar' ? `${RLM}${cue.text}` : cue.text;
    lines.push(`${i + 1}`, `${vttTime(cue.at)} --> ${vttTime(cues[i + 1]?.at ?? endMs)}`, text, '');
  });
  return lines.join('\n');
}
