/**
 * The product's glossary (issue 30, "Languages at native quality"): for each concept the one term
 * every Hungarian, German and Arabic text uses, and the variants a native reader stumbled on
 * (two words for one thing on one screen, a word that means something else, the formal address
 * among informal texts). `glossary.md` next to this file explains the choices;
 * `packages/server/src/i18n/glossary.test.ts` fails when any catalogue (dashboard elements, host
 * app, server texts, viewer player) uses a rejected variant.
 */

/** The translated languages the glossary covers. */
export type GlossaryLanguage = 'hu' | 'de' | 'ar';

/** One language's term for a concept. */
export interface GlossaryTerm {
  /** The term to use, in its dictionary form (for people; the test reads `reject`). */
  use: string;
  /** Variants that must not appear: matched case-insensitively against each text, `{{variables}}` removed. */
  reject: RegExp[];
  /**
   * Only the texts whose catalogue key matches are checked, where the rejected word is right for
   * another concept elsewhere (hu "kiemelt kép" is WordPress's featured image, not a pinned product).
   */
  keys?: RegExp;
}

/** One concept: its English term and, per language, the term to use. */
export interface GlossaryEntry {
  /** The English term as the en catalogues write it. */
  concept: string;
  /** Why the term was chosen, when it is not obvious. */
  note?: string;
  terms: Partial<Record<GlossaryLanguage, GlossaryTerm>>;
}

/** A whole word (letters on neither side), for Hungarian and German inflected forms use a stem. */
const word = (stem: string, flags = 'iu') => new RegExp(`(?<![\\p{L}])${stem}(?![\\p{L}])`, flags);
/** A word starting with `stem` (any ending or compound tail). */
const starting = (stem: string) => new RegExp(`(?<![\\p{L}])${stem}`, 'iu');

/** The glossary: one entry per concept, in the order of the dashboard's menu where it has one. */
export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'Dashboard',
    terms: { hu: { use: 'irányítópult', reject: [/vezérlőpult/iu] } },
  },
  {
    concept: 'Plan (package)',
    note: 'The Packages page names the plans; every other screen says the same word.',
    terms: {
      de: { use: 'Paket', reject: [/tarif/iu] },
      ar: { use: 'باقة', reject: [/خطة|خطت|الخطط/u] },
    },
  },
  {
    concept: 'Chat',
    terms: { hu: { use: 'csevegés', reject: [/chat/iu] } },
  },
  {
    concept: 'Pinned (product)',
    note: 'hu "kiemelt" stays for the featured image and highlighted fields.',
    terms: { hu: { use: 'kitűzve, kitűzött', reject: [/kiemel/iu], keys: /pin/i } },
  },
  {
    concept: 'Report',
    terms: { hu: { use: 'jelentés', reject: [/riport/iu] } },
  },
  {
    concept: 'Sign-ups (a viewer’s subscription to a player’s form)',
    note: 'de "Abonnement" sounds paid: it is kept for the account’s paid subscription (billing).',
    terms: {
      de: {
        use: 'Anmeldung',
        reject: [starting('abonnement')],
        keys: /^(?!profile\.billing|host\.menu\.subscription|server\.billing)/,
      },
    },
  },
  {
    concept: 'Player (the thing an account creates, shares and embeds)',
    note: 'de "Stream" is the live broadcast only ("Stream starten", "während des Streams"); a player is never "ein Stream".',
    terms: {
      de: {
        use: 'Player',
        reject: [
          word('(?:keine|deine|alle|name des) streams?'),
          word('(?:diesen|einen|einem|keinen|angeforderte) stream'),
          /der stream wurde gelöscht/iu,
        ],
      },
    },
  },
  {
    concept: 'Shares (report metric)',
    terms: { de: { use: 'Geteilte Inhalte', reject: [/^geteilt$/iu] } },
  },
  {
    concept: 'Duplicate (a player)',
    note: 'ar "نسخ" is Copy, the label of the copy buttons beside it.',
    terms: { ar: { use: 'إنشاء نسخة', reject: [/^نسخ$/u], keys: /duplicate/i } },
  },
  {
    concept: 'Moderation (of a chat)',
    note: 'ar "إدارة" is management ("إدارة المنتجات"); moderation is supervision.',
    terms: { ar: { use: 'الإشراف', reject: [/إدار/u], keys: /moderat/i } },
  },
  {
    concept: 'Powered by',
    terms: {
      hu: { use: 'Az SMUC szolgáltatása', reject: [/^SMUC$/u, /powered/iu] },
      de: { use: 'Bereitgestellt von', reject: [/powered/iu] },
      ar: { use: 'مدعوم من', reject: [/powered/iu] },
    },
  },
  {
    concept: 'You (the address)',
    note: 'hu and de texts address the user informally (te, du), as nearly all of them do; a formal Ön or Sie reads as another author.',
    terms: {
      hu: {
        use: 'te (próbáld, válassz, nézd meg, szeretnél)',
        reject: [
          word('ön(?:nek|t|é|ök|nél|höz|től|re|ről)?'),
          word(
            '(?:próbálja|válasszon|hasonlítsa|nézze|használhassa|szeretne|kattintson|ellenőrizze|jelentkezzen|töltse|adja)',
          ),
        ],
      },
      de: {
        use: 'du (versuch es, wähle)',
        reject: [word('(?:versuchen|wählen|geben|klicken|prüfen|melden) sie'), word('ihnen')],
      },
    },
  },
];
