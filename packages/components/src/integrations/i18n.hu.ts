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
    shopIntro:
      'WooCommerce-szel értékesítesz? Telepítsd a webáruház-bővítményt is: a termékeidet a lejátszókba teszi, a lejátszóból a kosárba rakja őket, a vásárlásokat pedig a jelentéseidbe hozza.',
    shopDownload: 'WooCommerce webáruház-bővítmény letöltése',
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
      reportsRead: 'Jelentések olvasása',
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
  mobile: {
    title: 'Közvetítés mobilalkalmazásból',
    intro:
      'Közvetíts élőben a telefonodról egy RTMP-t küldő mobilos streamelő alkalmazással: válassz egy élő lejátszót, és másold a szerver címét és a streamkulcsát az alkalmazásba.',
    player: 'Élő lejátszó',
    noPlayers: 'Még nincs élő lejátszód. Először hozz létre egy élő lejátszót.',
    notInPlan: 'Az alkalmazásból való közvetítés nem része a csomagodnak.',
    server: 'Szerver címe (RTMP)',
    key: 'Streamkulcs',
    howTitle: 'Így közvetíthetsz élőben a telefonodról',
    step1: 'Telepíts egy mobilos streamelő alkalmazást, amely egyéni RTMP-szerverre tud közvetíteni.',
    step2:
      'Az alkalmazásban adj hozzá egy egyéni RTMP-kapcsolatot, és illeszd be a szerver címét és a streamkulcsot.',
    step3: 'Indítsd el a közvetítést az alkalmazásban: a lejátszó néhány másodpercen belül élő lesz.',
    keySecret: 'A streamkulcsot tartsd titokban: akinél megvan, az közvetíthet erre a lejátszóra.',
  },
};
