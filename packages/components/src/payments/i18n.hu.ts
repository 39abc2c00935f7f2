import { paymentTextsHu } from '@smuc/sdk';
import type { Localized } from '../i18n/types';
import type { paymentsEn } from './i18n.en';

/** A Fizetések oldal magyar szövegei (000 §2, §8, §9). */
export const paymentsHu: Localized<typeof paymentsEn> = {
  title: 'Fizetések',
  intro:
    'Csatlakoztasd a saját kártyás fizetési szolgáltatódat, hogy eladhasd a lejátszóidban szereplő termékeket.',
  notInPlan: 'A fizetési integráció csak Business és Enterprise csomaggal érhető el.',
  upgrade: 'Csomagváltás',
  listTitle: 'Csatlakoztatott fizetési szolgáltatók',
  empty: 'Még nincs csatlakoztatott fizetési szolgáltató.',
  addMenu: 'Fizetési mód hozzáadása',
  cardProvider: 'Kártyás fizetés (Stripe)',
  formTitle: 'Kártyás fizetési szolgáltató',
  name: 'Név',
  publishableKey: 'Nyilvános kulcs',
  secretKey: 'Titkos kulcs',
  secretHint: 'Titkosítva tároljuk; később csak az utolsó négy karaktere látszik.',
  add: 'Hozzáadás',
  adding: 'A kulcsok ellenőrzése a Stripe-nál…',
  cancel: 'Mégse',
  added: 'Fizetési szolgáltató hozzáadva.',
  remove: '{{name}} eltávolítása',
  removeTitle: 'Fizetési szolgáltató eltávolítása',
  removeText: 'Eltávolítod: „{{name}}”? Az ezen keresztül értékesítő lejátszók nem fogadnak több fizetést.',
  removed: 'Fizetési szolgáltató eltávolítva.',
  removeFailed: 'A fizetési szolgáltatót nem sikerült eltávolítani.',
  test: 'Teszt',
  live: 'Éles',
  mode: 'Mód',
  type: 'Típus',
  errors: paymentTextsHu,
};
