import { productTextsDe } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { productsEn } from './i18n.en';

/** German texts of the products area and its rule messages. */
export const productsDe: Localized<typeof productsEn> = {
  title: 'Produkte',
  create: 'Neues Produkt anlegen',
  empty: 'Noch keine Produkte vorhanden.',
  tableLabel: 'Produkte',
  columns: {
    name: 'Produktname',
    sku: 'Artikelnummer',
    prices: 'Preise',
    createdAt: 'Erstellt am',
    updatedAt: 'Geändert am',
    operations: 'Aktionen',
  },
  noSku: '-',
  noPrice: '-',
  regularPrice: 'Normalpreis',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  editNamed: '{{name}} bearbeiten',
  deleteNamed: '{{name}} löschen',
  addTitle: 'Produkt hinzufügen',
  editTitle: 'Produkt bearbeiten',
  fields: {
    name: 'Name',
    sku: 'Artikelnummer',
    price: 'Preis',
    salesPrice: 'Angebotspreis',
    currency: 'Währung',
    image: 'Bild-URL',
    link: 'Produktlink',
  },
  saved: 'Produkt gespeichert.',
  deleteTitle: 'Produkt löschen',
  deleteUsedBy: 'Dieses Produkt wird von folgenden Playern verwendet. Sie behalten ihre eigene Kopie.',
  deleteSafe: 'Dieses Produkt wird von keinem Player verwendet. Es kann gefahrlos gelöscht werden.',
  deleteConfirm: '{{name}} löschen?',
  removed: 'Produkt erfolgreich entfernt.',
  failed: 'Etwas ist schiefgelaufen. Bitte versuche es später erneut.',
  rules: productTextsDe,
};
