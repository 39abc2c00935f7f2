import type { en } from './i18n';

/** Hungarian texts of the host shell (the default language, 000 §9). */
export const hu: typeof en = {
  menu: {
    label: 'Főmenü',
    dashboard: 'Irányítópult',
    players: 'Lejátszóim',
    forms: 'Űrlapok',
    report: 'Jelentés',
    connectedPlatforms: 'Csatlakoztatott platformok',
    open: 'Menü megnyitása',
    close: 'Menü bezárása',
  },
  header: {
    newPlayer: 'Új lejátszó',
    account: 'Fiók',
    logout: 'Kijelentkezés',
    logoutConfirm: 'Biztosan kijelentkezel?',
    no: 'Nem',
    yes: 'Igen',
    duplicate: 'Másolat készítése',
    delete: 'Törlés',
  },
  login: {
    title: 'Bejelentkezés',
    email: 'E-mail-cím',
    password: 'Jelszó',
    submit: 'Bejelentkezés',
    submitting: 'Bejelentkezés…',
    demo: 'Demófiók: demo@smuc.test / demo1234',
  },
  session: {
    expiredTitle: 'A munkameneted lejárt',
    expiredPage: 'A munkameneted lejárt. 3 másodperc múlva átirányítunk a bejelentkezési oldalra.',
    expiredModal: 'A munkameneted lejárt. Kérjük, jelentkezz be újra.',
    stillExpired: 'A munkameneted továbbra is lejárt.',
    login: 'Bejelentkezés',
    somethingWentWrong: 'Valami hiba történt.',
  },
  gate: {
    title: 'Válassz csomagot',
    text: 'Az irányítópult használatához a fiókodnak csomagra vagy megjelenésalapú előfizetésre van szüksége.',
  },
  editor: { leavePrompt: 'Biztosan kilépsz? Nem mentett módosításaid vannak!' },
  notFound: { title: 'Az oldal nem található', back: 'Tovább az irányítópultra' },
  skip: 'Ugrás a tartalomra',
};
