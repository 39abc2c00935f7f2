import type { Localized } from '../i18n/types';
import type { learningCenterEn } from './i18n.en';

/** Deutsche Texte des Lernzentrums (000 §2). */
export const learningCenterDe: Localized<typeof learningCenterEn> = {
  title: 'Lernzentrum',
  intro: 'Kurze Videos zur Arbeit mit dem Dashboard, vom ersten Player bis zum Bericht.',
  categories: 'Tutorial-Kategorien',
  all: 'Alle Tutorials',
  loading: 'Tutorials werden geladen…',
  empty: 'Es gibt noch keine Tutorials.',
  back: 'Zurück zu den Tutorials',
  notFound: 'Dieses Tutorial gibt es nicht.',
  notRecorded:
    'Das Video dieses Tutorials wurde auf diesem Server noch nicht aufgenommen. Ein Administrator nimmt es mit dem Befehl tutorials:record auf.',
  published: 'Veröffentlicht',
  videoLabel: 'Tutorial-Video: {{title}}',
  captions: 'Englische Untertitel',
};
