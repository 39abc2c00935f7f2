import type { integrationsHu } from './i18n.hu';

/** German texts of the Integrations page. */
export const integrationsDe: typeof integrationsHu = {
  title: 'Integrationen',
  wordpress: {
    title: 'Content-Management-System',
    intro:
      'Installiere unser WordPress-Plugin und trage in seinen Einstellungen die Serveradresse und einen unten erstellten Website-Token ein.',
    download: 'WordPress-Plugin herunterladen',
  },
  tokens: {
    title: 'Website-Tokens',
    intro:
      'Mit einem Website-Token ruft ein Plugin auf deiner Website unsere API von seinem Server aus auf. Dein Passwort verlässt dieses Produkt nie.',
    name: 'Name des Tokens',
    scopes: 'Was er darf',
    scope: {
      playersRead: 'Player lesen',
      playersManage: 'Player verwalten',
      reportsRead: 'Berichte lesen',
    },
    create: 'Token erstellen',
    creating: 'Wird erstellt…',
    created: 'Kopiere diesen Token jetzt: Er wird nur einmal angezeigt.',
    copy: 'Kopieren',
    copied: 'Kopiert',
    empty: 'Noch keine Website-Tokens.',
    lastUsed: 'Zuletzt verwendet',
    never: 'Nie',
    revoke: 'Widerrufen',
    revokeNamed: '{{name}} widerrufen',
    revokeTitle: 'Token widerrufen',
    revokeText: 'Websites, die {{name}} verwenden, verlieren sofort den Zugriff.',
    revoked: 'Der Token wurde widerrufen.',
    revokeFailed: 'Etwas ist schiefgelaufen.',
    failed: 'Etwas ist schiefgelaufen.',
    columns: {
      name: 'Name',
      token: 'Token',
      scopes: 'Berechtigungen',
      lastUsed: 'Zuletzt verwendet',
      operations: 'Aktionen',
    },
  },
  embed: {
    title: 'Einbettungscode für jede Website',
    intro: 'Wähle einen Player und füge diesen Code dort in deine Seite ein, wo der Player erscheinen soll.',
    player: 'Player',
    choose: 'Player wählen',
    noPlayers: 'Noch keine Player.',
    inline: 'Eingebettet',
    floating: 'Schwebend',
  },
};
