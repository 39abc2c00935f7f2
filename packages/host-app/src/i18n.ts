import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The host shell's own texts (menu, header, sign-in, session); areas carry their own catalogues. */
export const en = {
  menu: {
    label: 'Main menu',
    dashboard: 'Dashboard',
    players: 'My Players',
    forms: 'Forms',
    report: 'Report',
    connectedPlatforms: 'Connected platforms',
    open: 'Open menu',
    close: 'Close menu',
  },
  header: {
    newPlayer: 'New player',
    account: 'Account',
    logout: 'Log out',
    logoutConfirm: 'Are you sure you want to log out?',
    no: 'No',
    yes: 'Yes',
    duplicate: 'Duplicate',
    delete: 'Delete',
  },
  login: {
    title: 'Sign in',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    demo: 'Demo account: demo@smuc.test / demo1234',
  },
  session: {
    expiredTitle: 'Your session has expired',
    expiredPage: 'Your session has expired. You will be redirected to the login page in 3 seconds.',
    expiredModal: 'Your session has expired. Please log in again.',
    stillExpired: 'Your session is still expired.',
    login: 'Log in',
    somethingWentWrong: 'Something went wrong.',
  },
  gate: {
    title: 'Choose a package',
    text: 'Your account needs a package or an impression-based plan to use the dashboard.',
  },
  editor: { leavePrompt: 'Do you really want to leave? You have unsaved changes!' },
  notFound: { title: 'Page not found', back: 'Go to the dashboard' },
  skip: 'Skip to content',
};

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18next;
