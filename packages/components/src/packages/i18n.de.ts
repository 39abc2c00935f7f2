import type { Localized } from '../i18n/types';
import type { packagesEn } from './i18n.en';

/** German texts of the packages page and the upgrade-plan modal. */
export const packagesDe: Localized<typeof packagesEn> = {
  title: 'Pakete',
  intro: 'Vergleiche die Pakete und was jedes enthält.',
  noPlan: 'Du hast noch kein Paket. Wähle eines, um das Dashboard zu nutzen.',
  current: 'Aktuelles Paket',
  upgrade: 'Upgrade',
  plansLabel: 'Pakete',
  unlimited: 'Unbegrenzt',
  included: 'Enthalten',
  notIncluded: 'Nicht enthalten',
  limits: {
    dashboardStats: 'Dashboard-Statistiken',
    maxStorageMinutes: 'Gespeicherte Videominuten',
    maxViewerMinutes: 'Zuschauerminuten pro Monat',
    maxImpressions: 'Impressionen pro Monat',
    paymentIntegration: 'Zahlungsintegration',
    streamingSoftware: 'Streaming-Software (RTMP)',
    prerecordedVideoStreaming: 'Streaming vorab aufgezeichneter Videos',
    watermarkRemoval: 'Ohne Wasserzeichen',
    customBranding: 'Eigenes Branding',
    chat: 'Chat',
    buttonColor: 'Schaltflächenfarbe',
    textColor: 'Textfarbe',
    cover: 'Titelbild',
    googleAnalytics: 'Google Analytics',
    multiChannel: 'Restream-Kanäle',
    chatModeration: 'Chat-Moderation',
  },
  storageWarning: {
    title: 'Speicherplatz',
    near: 'Deine gespeicherten Videos belegen {{used}} der {{max}} Minuten deines Pakets; {{left}} Minuten sind noch frei. Lösche nicht mehr benötigte Aufnahmen oder wechsle für mehr Platz zu einem größeren Paket.',
    full: 'Dein Speicherplatz ist voll: Deine gespeicherten Videos belegen {{used}} der {{max}} Minuten deines Pakets. Bis du Videos löschst oder das Paket wechselst, werden neue Aufnahmen nicht behalten und Datum und Uhrzeit von Playern können nicht geändert werden.',
    close: 'Schließen',
  },
  upgradeModal: {
    text: 'Möchtest du upgraden',
    cancel: 'Abbrechen',
    upgrade: 'Upgrade',
  },
};
