import type { integrationsHu } from './i18n.hu';

/** German texts of the Integrations page. */
export const integrationsDe: typeof integrationsHu = {
  title: 'Integrationen',
  wordpress: {
    title: 'Content-Management-System',
    intro:
      'Installiere unser WordPress-Plugin und trage in seinen Einstellungen die Serveradresse und einen unten erstellten Website-Token ein.',
    download: 'WordPress-Plugin herunterladen',
    shopIntro:
      'Verkaufst du mit WooCommerce? Füge auch das Shop-Plugin hinzu: Es bringt deine Produkte in die Player, legt sie aus dem Player in den Warenkorb und bringt Käufe in deine Berichte.',
    shopDownload: 'WooCommerce-Shop-Plugin herunterladen',
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
  mobile: {
    title: 'Stream aus einer mobilen App',
    intro:
      'Geh mit deinem Handy live, mit einer mobilen Streaming-App, die RTMP sendet: Wähle einen Live-Player und kopiere seine Serveradresse und seinen Streamschlüssel in die App.',
    player: 'Live-Player',
    noPlayers: 'Es gibt noch keine Live-Player. Erstelle zuerst einen Live-Player.',
    notInPlan: 'Streamen aus einer App ist nicht Teil deines Pakets.',
    server: 'Serveradresse (RTMP)',
    key: 'Streamschlüssel',
    howTitle: 'So gehst du mit deinem Handy live',
    step1: 'Installiere eine mobile Streaming-App, die an einen eigenen RTMP-Server streamen kann.',
    step2:
      'Füge in der App eine eigene RTMP-Verbindung hinzu und füge die Serveradresse und den Streamschlüssel ein.',
    step3: 'Starte den Stream in der App: Der Player ist nach wenigen Sekunden live.',
    keySecret: 'Halte den Streamschlüssel geheim: Wer ihn hat, kann auf diesen Player streamen.',
  },
};
