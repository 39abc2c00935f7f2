import type { Localized } from '../i18n/types';
import type { recordingsEn } from './i18n.en';

/** Hungarian texts of the recordings area. */
export const recordingsHu: Localized<typeof recordingsEn> = {
  title: 'Közvetítésfelvételek',
  open: 'Felvételek',
  openCount: 'Felvételek ({{count}})',
  listLabel: 'A lejátszó felvételei megjelenítési sorrendben',
  empty: 'Ennek a lejátszónak még nincsenek felvételei.',
  dragHandle: '{{name}} áthelyezése',
  moved: '{{name}} áthelyezve: {{position}}. hely / {{count}}.',
  picked:
    '{{name}} felvéve. A nyílbillentyűkkel mozgathatod, a Szóközzel vagy Enterrel leteheted, Escape-pel megszakíthatod.',
  over: '{{name}} a(z) {{position}}. helyen / {{count}}.',
  cancelled: '{{name}} áthelyezése megszakítva.',
  dragInstructions:
    'Egy felvétel átrendezéséhez nyomd meg a Szóközt vagy az Entert a fogantyúján, mozgasd a nyílbillentyűkkel, majd a Szóközzel vagy Enterrel tedd le, vagy Escape-pel szakítsd meg.',
  active: 'Aktív',
  activeNamed: '{{name}} megjelenítése a nézőknek',
  processing: 'Feldolgozás alatt',
  recordedAt: 'Rögzítve',
  duration: 'Hossz',
  thumbnailAlt: '{{name}} bélyegképe',
  notClosed: 'A felvételek a közvetítés vége után rendezhetők át és aktiválhatók.',
  notReady: 'Néhány felvétel feldolgozása még folyamatban van. A lista {{seconds}} mp múlva frissül.',
  refreshNow: 'Frissítés most',
  needOneActive: 'Legalább egy megjeleníthető VOD-nak lennie kell...',
  saved: 'Sikeres mentés.',
  unsaved: 'Nem mentett módosításaid vannak.',
  download: 'Letöltés',
  downloadNamed: '{{name}} letöltése',
  downloadPreparing: 'Előkészítés…',
  downloadTitle: 'Felvétel letöltése',
  downloadConfirm:
    'A(z) „{{name}}” felvétel MP4-fájlként készül el. Ez néhány percig tarthat; a fájl mentése akkor indul, amikor elkészült.',
  downloadStart: 'Letöltés előkészítése',
  downloadProgress: '{{name}} letöltésének előkészítése. 10 másodpercenként újra ellenőrizzük…',
  downloadReady: '{{name}} letöltése elkészült.',
  deleteNamed: '{{name}} törlése',
  deleteTitle: 'Felvétel törlése',
  deleteConfirm: 'A(z) „{{name}}” felvétel és a fájlja törlődik. Ez nem vonható vissza.',
  deleted: 'A felvétel törölve.',
  lastRecording: 'Legalább egy megjeleníthető VOD-nak lennie kell...',
  previewTitle: 'Legutóbbi felvételek',
  previewLabel: 'A lejátszó 3 legutóbbi felvétele',
};
