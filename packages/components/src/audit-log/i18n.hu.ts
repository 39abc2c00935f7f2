import type { Localized } from '../i18n/types';
import type { auditLogEn } from './i18n.en';

/** Hungarian texts of the staff audit log. */
export const auditLogHu: Localized<typeof auditLogEn> = {
  title: 'Eseménynapló',
  intro:
    'Amit a munkatársak a fiókokban tettek: megszemélyesítések, megszemélyesítés alatt elutasított írások és korlátmódosítások. A legújabb elöl.',
  columns: {
    when: 'Időpont',
    action: 'Művelet',
    staff: 'Munkatárs',
    account: 'Fiók',
    address: 'Cím',
    detail: 'Részletek',
  },
  actions: {
    'masquerade.start': 'Megszemélyesítés kezdete',
    'masquerade.stop': 'Megszemélyesítés vége',
    'write.refused': 'Elutasított írás',
    'limitations.set': 'Korlátok módosítva',
    'sign-in.unlock': 'Bejelentkezés feloldva',
  },
  deleted: 'Törölt fiók',
  empty: 'Még nincs bejegyzés.',
  staffOnly: 'Az eseménynaplót csak munkatársak láthatják.',
  total: 'Bejegyzések: {{count}}',
};
