import type { integrationsEn } from './i18n.en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Hungarian texts of the Integrations page. */
export const integrationsHu: Shape<typeof integrationsEn> = {
  title: 'Integrációk',
  wordpress: {
    title: 'Tartalomkezelő rendszer',
    intro:
      'Telepítsd a WordPress-bővítményünket, majd a beállításaiban add meg a szerver címét és egy lent létrehozott webhelytokent.',
    download: 'WordPress-bővítmény letöltése',
  },
  tokens: {
    title: 'Webhelytokenek',
    intro:
      'A webhelytokennel a weboldalad bővítménye a saját szerveréről hívhatja az API-nkat. A jelszavad sosem hagyja el a terméket.',
    name: 'Token neve',
    scopes: 'Mit tehet',
    scope: {
      playersRead: 'Lejátszók olvasása',
      playersManage: 'Lejátszók kezelése',
      reportsRead: 'Riportok olvasása',
    },
    create: 'Token létrehozása',
    creating: 'Létrehozás…',
    created: 'Másold ki most a tokent: csak egyszer látható.',
    copy: 'Másolás',
    copied: 'Kimásolva',
    empty: 'Még nincs webhelytoken.',
    lastUsed: 'Utoljára használva',
    never: 'Soha',
    revoke: 'Visszavonás',
    revokeNamed: '{{name}} visszavonása',
    revokeTitle: 'Token visszavonása',
    revokeText: 'A(z) {{name}} tokent használó webhelyek azonnal elveszítik a hozzáférést.',
    revoked: 'A tokent visszavontuk.',
    revokeFailed: 'Valami hiba történt.',
    failed: 'Valami hiba történt.',
    columns: {
      name: 'Név',
      token: 'Token',
      scopes: 'Jogosultságok',
      lastUsed: 'Utoljára használva',
      operations: 'Műveletek',
    },
  },
  embed: {
    title: 'Beágyazókód bármely weboldalhoz',
    intro:
      'Válassz lejátszót, és illeszd be ezt a kódot az oldaladba oda, ahol a lejátszónak meg kell jelennie.',
    player: 'Lejátszó',
    choose: 'Válassz lejátszót',
    noPlayers: 'Még nincs lejátszó.',
    inline: 'Beágyazott',
    floating: 'Lebegő',
  },
};
