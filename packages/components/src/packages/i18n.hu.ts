import type { Localized } from '../i18n/types';
import type { packagesEn } from './i18n.en';

/** Hungarian texts of the packages page and the upgrade-plan modal. */
export const packagesHu: Localized<typeof packagesEn> = {
  title: 'Csomagok',
  intro: 'Hasonlítsd össze a csomagokat és azt, amit tartalmaznak.',
  noPlan: 'Még nincs csomagod. Válassz egyet, hogy használhasd az irányítópultot.',
  current: 'Jelenlegi csomag',
  upgrade: 'Csomagváltás',
  plansLabel: 'Csomagok',
  unlimited: 'Korlátlan',
  included: 'Benne van',
  notIncluded: 'Nincs benne',
  limits: {
    dashboardStats: 'Statisztikák az irányítópulton',
    maxStorageMinutes: 'Tárolt videóperc',
    maxViewerMinutes: 'Nézői perc havonta',
    maxImpressions: 'Megjelenés havonta',
    paymentIntegration: 'Fizetési integráció',
    streamingSoftware: 'Streamelő szoftver (RTMP)',
    prerecordedVideoStreaming: 'Előre felvett videó streamelése',
    watermarkRemoval: 'Vízjel eltávolítása',
    customBranding: 'Saját arculat',
    chat: 'Csevegés',
    buttonColor: 'Gombszín',
    textColor: 'Szövegszín',
    cover: 'Borítókép',
    googleAnalytics: 'Google Analytics',
    multiChannel: 'Továbbközvetítési csatornák',
    chatModeration: 'Csevegés moderálása',
  },
  storageWarning: {
    title: 'Tárhely',
    near: 'A tárolt videóid a csomagod {{max}} percéből {{used}} percet foglalnak; {{left}} perc maradt. Töröld a már nem szükséges felvételeket, vagy válts nagyobb csomagra több helyért.',
    full: 'A tárhelyed megtelt: a tárolt videóid a csomagod {{max}} percéből {{used}} percet foglalnak. Amíg nem törölsz videókat vagy nem váltasz nagyobb csomagra, az új felvételek nem maradnak meg, és a lejátszók dátuma és időpontja nem módosítható.',
    close: 'Bezárás',
  },
  upgradeModal: {
    text: 'Szeretnél nagyobb csomagra váltani?',
    cancel: 'Mégse',
    upgrade: 'Csomagváltás',
  },
};
