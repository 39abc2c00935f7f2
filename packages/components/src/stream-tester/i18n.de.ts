import type { Localized } from '../i18n/types';
import type { streamTesterEn } from './i18n.en';

/** German texts of the stream tester page. */
export const streamTesterDe: Localized<typeof streamTesterEn> = {
  title: 'Stream-Tester',
  intro:
    'Sieh dir an, bevor du live gehst, wie ein Video in jeder Player-Form wirkt. Jeder Reiter zeigt dasselbe Beispielvideo zweimal: eingepasst und füllend.',
  tabsLabel: 'Player-Formen',
  tabs: {
    landscape: 'Querformat',
    portrait: 'Hochformat',
    custom: 'Benutzerdefiniert',
    embedded: 'Eingebettet',
  },
  experimental: 'Experimentell',
  panels: {
    landscape: 'Ein Player im Querformat mit einem Beispielvideo im Querformat.',
    portrait: 'Ein Player im Hochformat mit einem Beispielvideo im Hochformat, wie auf einem Smartphone.',
    custom: 'Ein Player mit eigener maximaler Breite und Höhe, mit einem Beispielvideo im Querformat.',
    embedded:
      'Ein einfacher Videoplayer im Seitenfluss, wie ein eingebettetes Video auf einer Webseite. Diese Darstellung wird noch erprobt.',
  },
  playerSize: 'Player',
  videoSize: 'Video',
  layouts: {
    fit: 'Einpassen',
    fill: 'Füllen',
  },
  explain: {
    fit: 'Einpassen zeigt das ganze Video. Wo seine Form von der des Players abweicht, füllen Balken den Rest (Letterboxing).',
    fill: 'Füllen bedeckt den ganzen Player. Was vom Video nicht hineinpasst, wird abgeschnitten.',
  },
  playerTitle: '{{shape}}: {{layout}}',
  link: 'Stream-Tester',
  linkHint: 'zeigt, wie ein Video in jeder Player-Form wirkt, eingepasst und füllend.',
};
