import type { Localized } from '../i18n/types';
import type { auditLogEn } from './i18n.en';

/** German texts of the staff audit log. */
export const auditLogDe: Localized<typeof auditLogEn> = {
  title: 'Protokoll',
  intro:
    'Was Mitarbeitende in Konten getan haben: Anmeldungen als Konto, dabei abgelehnte Änderungen und geänderte Limits. Neueste zuerst.',
  columns: {
    when: 'Zeitpunkt',
    action: 'Aktion',
    staff: 'Mitarbeiter',
    account: 'Konto',
    address: 'Adresse',
    detail: 'Details',
  },
  actions: {
    'masquerade.start': 'Anmeldung als Konto begonnen',
    'masquerade.stop': 'Anmeldung als Konto beendet',
    'write.refused': 'Änderung abgelehnt',
    'limitations.set': 'Limits geändert',
    'sign-in.unlock': 'Anmeldung entsperrt',
  },
  deleted: 'Gelöschtes Konto',
  empty: 'Noch keine Einträge.',
  staffOnly: 'Nur Mitarbeitende können das Protokoll sehen.',
  total: 'Einträge: {{count}}',
};
