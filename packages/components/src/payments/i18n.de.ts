import { paymentTextsDe } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { paymentsEn } from './i18n.en';

/** Deutsche Texte der Zahlungsseite (000 §2, §8, §9). */
export const paymentsDe: Localized<typeof paymentsEn> = {
  title: 'Zahlungen',
  intro: 'Verbinde deinen eigenen Kartenzahlungsanbieter, um die Produkte deiner Player zu verkaufen.',
  notInPlan: 'Die Zahlungsintegration gibt es nur für Business- und Enterprise-Kunden.',
  upgrade: 'Paket wechseln',
  listTitle: 'Verbundene Zahlungsanbieter',
  empty: 'Es ist noch kein Zahlungsanbieter verbunden.',
  addMenu: 'Zahlungsmethode hinzufügen',
  cardProvider: 'Kartenzahlung (Stripe)',
  formTitle: 'Kartenzahlungsanbieter',
  name: 'Name',
  publishableKey: 'Veröffentlichbarer Schlüssel',
  secretKey: 'Geheimer Schlüssel',
  secretHint: 'Wird verschlüsselt gespeichert; danach sind nur noch die letzten vier Zeichen sichtbar.',
  add: 'Hinzufügen',
  adding: 'Die Schlüssel werden bei Stripe geprüft…',
  cancel: 'Abbrechen',
  added: 'Zahlungsanbieter hinzugefügt.',
  remove: '{{name}} entfernen',
  removeTitle: 'Zahlungsanbieter entfernen',
  removeText: '„{{name}}“ entfernen? Player, die darüber verkaufen, nehmen keine Zahlungen mehr an.',
  removed: 'Zahlungsanbieter entfernt.',
  removeFailed: 'Der Zahlungsanbieter konnte nicht entfernt werden.',
  test: 'Test',
  live: 'Live',
  mode: 'Modus',
  type: 'Art',
  errors: paymentTextsDe,
};
