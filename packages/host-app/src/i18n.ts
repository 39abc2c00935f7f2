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
    menu: 'Accounts (staff)',
    auditLog: 'Audit log (staff)',
    title: 'Accounts',
    search: 'Search by e-mail, name or company',
    email: 'E-mail',
    name: 'Name',
    plan: 'Plan',
    action: 'Action',
    masquerade: 'Masquerade',
    masqueradeAs: 'Masquerade as {{email}}',
    unlock: 'Lift sign-in lock',
    unlockFor: 'Lift sign-in lock of {{email}}',
    unlocked: 'Sign-in lock of {{email}} lifted: they can sign in again.',
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
    demo: 'Demo account: {{email}} / {{password}}',
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

// English first: `setShellLanguage(initial)` below switches once the texts are in, and that switch
// (a change of language) is what re-renders the pages waiting for them.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The shell's texts in the other languages, each a chunk of its own, loaded when first spoken. */
const LOADERS: Record<string, () => Promise<typeof en>> = {
  hu: () => import('./i18n.hu').then((m) => m.hu),
  de: () => import('./i18n.de').then((m) => m.de),
  ar: () => import('./i18n.ar').then((m) => m.ar),
};
/** Languages whose chunk has loaded, or failed to (English stands in for the texts then). */
const settled = new Set<string>();
/** The language last asked for: a slower load of an earlier one does not switch back to it. */
let wanted = initial;

/**
 * Makes `language` the shell's language once its texts are in: loads its chunk (hu, de, ar; English
 * and a language the shell does not have need none), then `changeLanguage`, whose
 * `languageChanged` re-renders the shell. Until then the shell keeps the language it speaks, so a
 * page never shows English before its own texts (see {@link speaks}). A chunk that cannot be
 * fetched is reported and English stands in; the next call tries again. A later call wins.
 */
export async function setShellLanguage(language: string): Promise<void> {
  wanted = language;
  const load = LOADERS[language];
  if (load && !i18next.hasResourceBundle(language, 'translation')) {
    try {
      i18next.addResourceBundle(language, 'translation', await load());
    } catch (e) {
      reportError(e);
    }
    settled.add(language);
  }
  if (wanted === language) await i18next.changeLanguage(language);
}

/**
 * Whether the shell speaks `language` (default: the language last asked for) now, with its texts
 * loaded (or given up on, see above).
 */
export const speaks = (language = wanted) =>
  i18next.language === language && (!LOADERS[language] || settled.has(language));

// The browser's language starts loading with the app, in parallel with the session check.
void setShellLanguage(initial);

export default i18next;
