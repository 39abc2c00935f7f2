import type { en } from './i18n';

/** German texts of the host shell (000 §9). */
export const de: typeof en = {
  menu: {
    label: 'Hauptmenü',
    dashboard: 'Übersicht',
    players: 'Meine Player',
    forms: 'Formulare',
    report: 'Bericht',
    connectedPlatforms: 'Verbundene Plattformen',
    open: 'Menü öffnen',
    close: 'Menü schließen',
  },
  header: {
    newPlayer: 'Neuer Player',
    account: 'Konto',
    logout: 'Abmelden',
    logoutConfirm: 'Möchtest du dich wirklich abmelden?',
    no: 'Nein',
    yes: 'Ja',
    duplicate: 'Duplizieren',
    delete: 'Löschen',
  },
  login: {
    title: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft…',
    demo: 'Demokonto: demo@smuc.test / demo1234',
  },
  session: {
    expiredTitle: 'Deine Sitzung ist abgelaufen',
    expiredPage: 'Deine Sitzung ist abgelaufen. Du wirst in 3 Sekunden zur Anmeldeseite weitergeleitet.',
    expiredModal: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    stillExpired: 'Deine Sitzung ist weiterhin abgelaufen.',
    login: 'Anmelden',
    somethingWentWrong: 'Etwas ist schiefgelaufen.',
  },
  gate: {
    title: 'Paket wählen',
    text: 'Dein Konto braucht ein Paket oder einen impressionsbasierten Tarif, um die Übersicht zu nutzen.',
  },
  editor: { leavePrompt: 'Möchtest du die Seite wirklich verlassen? Du hast ungespeicherte Änderungen!' },
  notFound: { title: 'Seite nicht gefunden', back: 'Zur Übersicht' },
  skip: 'Zum Inhalt springen',
};
