import { productTextsHu } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { productsEn } from './i18n.en';

/** Hungarian texts of the products area and its rule messages. */
export const productsHu: Localized<typeof productsEn> = {
  title: 'Termékek',
  create: 'Új termék létrehozása',
  empty: 'Még nincsenek termékek.',
  tableLabel: 'Termékek',
  columns: {
    name: 'Termék neve',
    sku: 'Cikkszám',
    prices: 'Árak',
    createdAt: 'Létrehozva',
    updatedAt: 'Módosítva',
    operations: 'Műveletek',
  },
  noSku: '-',
  noPrice: '-',
  regularPrice: 'Normál ár',
  edit: 'Szerkesztés',
  delete: 'Törlés',
  editNamed: '{{name}} szerkesztése',
  deleteNamed: '{{name}} törlése',
  addTitle: 'Termék hozzáadása',
  editTitle: 'Termék szerkesztése',
  fields: {
    name: 'Név',
    sku: 'Cikkszám',
    price: 'Ár',
    salesPrice: 'Akciós ár',
    currency: 'Pénznem',
    image: 'Kép URL-je',
    link: 'Termék linkje',
  },
  saved: 'Termék mentve.',
  deleteTitle: 'Termék törlése',
  deleteUsedBy: 'Ezt a terméket a következő lejátszók használják. Ezek megtartják a saját példányukat.',
  deleteSafe: 'Ezt a terméket egyetlen lejátszó sem használja. Nyugodtan törölheted.',
  deleteConfirm: 'Törlöd ezt: {{name}}?',
  removed: 'A termék sikeresen törölve.',
  failed: 'Valami hiba történt. Kérjük, próbáld újra később.',
  rules: productTextsHu,
};
