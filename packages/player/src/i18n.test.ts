import { expect } from '../test/helpers';
import { t } from './i18n';

// The viewer texts' plural forms (issue 33 §4): a numeric count picks the language's form by
// Intl.PluralRules, a language without forms for a key keeps one text for every count.

describe('player texts: plural forms', () => {
  it('Arabic says the viewer count in each of its six forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => t('ar', 'player.viewers', { count }))).to.deep.equal([
      'لا يشاهد أحد',
      'يشاهد شخص واحد',
      'يشاهد شخصان',
      'يشاهد 3 أشخاص',
      'يشاهد 11 شخصًا',
      'يشاهد 100 شخص',
    ]);
  });

  it('German has a singular; English and Hungarian one text for every count', () => {
    expect(t('de', 'player.viewers', { count: 1 })).to.equal('1 sieht zu');
    expect(t('de', 'player.viewers', { count: 12 })).to.equal('12 sehen zu');
    expect(t('en', 'player.viewers', { count: 1 })).to.equal('1 watching');
    expect(t('hu', 'player.viewers', { count: 2 })).to.equal('2 néző');
  });

  it('a count given as text is not counted', () => {
    expect(t('ar', 'player.viewers', { count: '2' })).to.equal('2 يشاهدون');
  });
});
