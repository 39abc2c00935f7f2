import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './i18n.ar';
import { de } from './i18n.de';
import { hu } from './i18n.hu';

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
    payments: 'Payments',
    learningCenter: 'Learning center',
    profile: 'Profile',
    fonts: 'Fonts',
    orders: 'Orders',
    subscription: 'Subscription',
    paymentMethods: 'Payment methods',
    products: 'Products',
    subscribers: 'Subscribers',
    paidService: 'Paid service',
  },
  profileMenu: { label: 'Profile pages' },
  header: {
    newPlayer: 'New player',
    account: 'Account',
    logout: 'Log out',
    language: 'Language',
    logoutConfirm: 'Are you sure you want to log out?',
    no: 'No',
    yes: 'Yes',
    duplicate: 'Duplicate',
    delete: 'Delete',
  },
  masquerade: {
    title: 'You are viewing this account as staff',
    text: 'Everything you see is the account holder’s. Saving account details, the password, payment methods, players, forms, fonts and connected platforms is disabled while the mask is on.',
    dismiss: 'I understand',
    dismissIn: 'I understand ({{seconds}} s)',
    takeOff: 'Take off the mask (logout)',
    choice:
      'The mask is off: you are signed in as yourself again. Stay on this page, or go to the users admin page?',
    stay: 'Stay here',
    toAccounts: 'Go to the users admin page',
  },
  staff: {
    title: 'Accounts',
    search: 'Search by e-mail, name or company',
    email: 'E-mail',
    name: 'Name',
    plan: 'Plan',
    action: 'Action',
    masquerade: 'Masquerade',
    masqueradeAs: 'Masquerade as {{email}}',
    staffAccount: 'Staff',
    none: 'No account matches.',
    failed: 'Something went wrong.',
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
  editor: { leavePrompt: 'Do you really want to leave? You have unsaved changes!' },
  notFound: { title: 'Page not found', back: 'Go to the dashboard' },
  skip: 'Skip to content',
};

/**
 * The shell's language before sign-in: the first of the browser's languages that is one of the four,
 * else hu, the spec's default (000 §9).
 */
export function initialLanguage(
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): string {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'hu' || base === 'en' || base === 'de' || base === 'ar') return base;
  }
  return 'hu';
}

const initial = initialLanguage();
// Before sign-in (the login page) the page says which language it speaks, and Arabic mirrors;
// once the account is known, `useAccountLanguage` takes over.
if (typeof document !== 'undefined') {
  document.documentElement.lang = initial;
  document.documentElement.dir = initial === 'ar' ? 'rtl' : 'ltr';
}

void i18next.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'en',
  resources: {
    hu: { translation: hu },
    en: { translation: en },
    de: { translation: de },
    ar: { translation: ar },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18next;
