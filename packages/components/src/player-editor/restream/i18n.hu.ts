import type { Localized } from '../../i18n/types';
import type { restreamEn } from './i18n.en';

/** Hungarian texts of the restreaming section. */
export const restreamHu: Localized<typeof restreamEn> = {
  title: 'Továbbközvetítés a közösségi médiában',
  platforms: 'Továbbközvetítés ide',
  none: 'Csatlakoztass egy Facebook-oldalt vagy YouTube-csatornát a lejátszó továbbközvetítéséhez.',
  connect: 'Csatlakoztatott platformok',
  limit_one: 'Legfeljebb {{count}} továbbközvetítési platformot választhatsz.',
  limit_other: 'Legfeljebb {{count}} továbbközvetítési platformot választhatsz.',
  notAdministrator: 'Nem vagy az oldal adminisztrátora',
  inactive: 'A kapcsolat lejárt: csatlakoztasd újra',
  saved: 'A továbbközvetítési platformok mentve.',
  failed: 'Valami hiba történt.',
  restreamTitle: 'Továbbközvetítés címe',
  restreamDesc: 'Továbbközvetítés leírása',
  privacy: 'Láthatóság',
  privacyPublic: 'Nyilvános',
  privacyUnlisted: 'Nem listázott',
  scheduling: 'Továbbközvetítés előre ütemezése',
  schedulingHint: 'Akkor érhető el, ha a kezdés legalább 20 perc és kevesebb mint 7 nap múlva van.',
  state: {
    starting: 'Indul',
    broadcasting: 'Közvetít',
    reconnecting: 'Újracsatlakozik',
    failed: 'Sikertelen',
    finished: 'Befejeződött',
  },
};
