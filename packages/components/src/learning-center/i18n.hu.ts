import type { Localized } from '../i18n/types';
import type { learningCenterEn } from './i18n.en';

/** A tudásközpont magyar szövegei (000 §2). */
export const learningCenterHu: Localized<typeof learningCenterEn> = {
  title: 'Tudásközpont',
  intro: 'Rövid videók az irányítópult használatáról, az első lejátszótól a jelentésekig.',
  categories: 'Oktatóanyag-kategóriák',
  all: 'Minden oktatóanyag',
  loading: 'Oktatóanyagok betöltése…',
  empty: 'Még nincsenek oktatóanyagok.',
  back: 'Vissza az oktatóanyagokhoz',
  notFound: 'Ez az oktatóanyag nem létezik.',
  notRecorded:
    'Ennek az oktatóanyagnak a videója ezen a szerveren még nem készült el. Egy rendszergazda a tutorials:record paranccsal rögzítheti.',
  published: 'Megjelent',
  videoLabel: 'Oktatóvideó: {{title}}',
  captions: 'Angol felirat',
};
