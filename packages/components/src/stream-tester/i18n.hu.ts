import type { Localized } from '../i18n/types';
import type { streamTesterEn } from './i18n.en';

/** Hungarian texts of the stream tester page. */
export const streamTesterHu: Localized<typeof streamTesterEn> = {
  title: 'Streamteszter',
  intro:
    'Nézd meg élő adás előtt, hogyan jelenik meg egy videó az egyes lejátszóformákban. Minden fül kétszer mutatja ugyanazt a mintavideót: igazítva és kitöltve.',
  tabsLabel: 'Lejátszóformák',
  tabs: {
    landscape: 'Fekvő',
    portrait: 'Álló',
    custom: 'Egyéni',
    embedded: 'Beágyazott',
  },
  experimental: 'Kísérleti',
  panels: {
    landscape: 'Fekvő lejátszó fekvő mintavideóval.',
    portrait: 'Álló lejátszó álló mintavideóval, ahogy telefonon látszik.',
    custom: 'Saját maximális szélességű és magasságú lejátszó fekvő mintavideóval.',
    embedded:
      'Egyszerű videólejátszó az oldal tartalmában, mint egy weboldalba ágyazott videó. Ez az elrendezés még tesztelés alatt áll.',
  },
  playerSize: 'Lejátszó',
  videoSize: 'Videó',
  layouts: {
    fit: 'Igazítás',
    fill: 'Kitöltés',
  },
  explain: {
    fit: 'Igazításnál a teljes videó látszik. Ahol az alakja eltér a lejátszóétól, sávok töltik ki a maradékot (letterbox).',
    fill: 'Kitöltésnél a videó az egész lejátszót befedi. A videó ki nem férő részei levágódnak.',
  },
  playerTitle: '{{shape}}: {{layout}}',
  link: 'Streamteszter',
  linkHint: '– megmutatja, hogyan jelenik meg egy videó az egyes lejátszóformákban, igazítva és kitöltve.',
};
