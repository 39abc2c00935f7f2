import { describe, expect, it } from 'vitest';
import { GLOSSARY, type GlossaryLanguage } from '../../../sdk/src/texts/glossary';
import { allTexts } from './all-texts';

/**
 * Issue 30: one term per concept per language. Every text of the product (dashboard elements, host
 * app, server, viewer player) in hu, de and ar is checked against the glossary
 * (`packages/sdk/src/texts/glossary.ts`): a rejected variant fails with its key and text.
 */
describe('glossary: one term per concept (issue 30)', () => {
  for (const lang of ['hu', 'de', 'ar'] as const satisfies GlossaryLanguage[]) {
    it(`${lang}: no text uses a variant the glossary rejects`, async () => {
      const texts = await allTexts(lang);
      const problems: string[] = [];
      for (const entry of GLOSSARY) {
        const term = entry.terms[lang];
        if (!term) continue;
        for (const [key, text] of texts) {
          if (term.keys && !term.keys.test(key)) continue;
          const plain = text.replace(/\{\{[^}]*\}\}/g, ' ').trim();
          for (const pattern of term.reject)
            if (pattern.test(plain))
              problems.push(`${key}: "${text}" (${entry.concept}: use "${term.use}", not ${pattern})`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('rejects the variants issue 30 found', () => {
    const rejected = (lang: GlossaryLanguage, key: string, text: string) =>
      GLOSSARY.some((entry) => {
        const term = entry.terms[lang];
        return term && (!term.keys || term.keys.test(key)) && term.reject.some((p) => p.test(text));
      });
    expect(rejected('hu', 'player.chat.region', 'Chat')).toBe(true);
    expect(rejected('hu', 'player.products.pinned', 'Kiemelt')).toBe(true);
    expect(rejected('hu', 'playerEditor.fields.useFeaturedImage', 'Kiemelt kép használata')).toBe(false);
    expect(rejected('hu', 'packages.noPlan', 'Még nincs csomagja. Válasszon egyet.')).toBe(true);
    expect(rejected('hu', 'learningCenter.intro', 'az első lejátszótól a riportig')).toBe(true);
    expect(rejected('hu', 'player.player.powered_by', 'SMUC')).toBe(true);
    expect(rejected('de', 'profile.plan.name', 'Tarif')).toBe(true);
    expect(rejected('de', 'player.subscribe.success', 'Danke für dein Abonnement!')).toBe(true);
    expect(rejected('de', 'profile.billing.subscription', 'Abonnement')).toBe(false);
    expect(rejected('de', 'players.empty', 'Du hast noch keine Streams.')).toBe(true);
    expect(rejected('de', 'playerEditor.start.title', 'Stream starten')).toBe(false);
    expect(rejected('de', 'reports.metrics.shares.name', 'Geteilt')).toBe(true);
    expect(rejected('ar', 'host.header.duplicate', 'نسخ')).toBe(true);
    expect(rejected('ar', 'playerEditor.start.copy', 'نسخ')).toBe(false);
    expect(rejected('ar', 'moderation.title', 'إدارة الدردشة')).toBe(true);
    expect(rejected('ar', 'productManager.manage', 'إدارة المنتجات')).toBe(false);
    expect(rejected('ar', 'profile.plan.heading', 'خطتك')).toBe(true);
  });
});
