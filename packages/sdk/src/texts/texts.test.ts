import { describe, expect, it } from 'vitest';
import { parseCsv } from '../rules/csv';
import { RESTREAM_MESSAGES } from '../rules/restream';
import { SUBSCRIBER_CSV_HEADER, subscribersCsv } from '../rules/subscribers';
import { formInputSchema } from '../schemas/form';
import { paymentAddSchema } from '../schemas/payment';
import {
  formCsvHeader,
  localizeText,
  renderText,
  reportCsvTitle,
  SERVER_TEXTS,
  subscriberCsvHeader,
  textKeyOf,
} from './index';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('schema limit texts (issue 19 §9)', () => {
  it('name the field in the spec’s words instead of zod’s', () => {
    const r = formInputSchema.safeParse({
      name: 'x',
      tab_label: 'a'.repeat(21),
      email_placeholder: 'E-mail',
      privacy_url: 'https://example.com',
    });
    expect(messages(r)).toEqual(['The tab label must be less than 20 characters.']);
  });

  it('a schema’s own message wins; missing, whole-number and choice texts', () => {
    expect(
      messages(
        paymentAddSchema.safeParse({
          type: 'stripe',
          title: ' ',
          data: { publishable_key: 'p', secret_key: 's' },
        }),
      ),
    ).toEqual(['Name is required.']);
    expect(messages(formInputSchema.safeParse({}))[0]).toBe('The name is required.');
    expect(
      messages(
        paymentAddSchema.safeParse({
          type: 'paypal',
          title: 'a',
          data: { publishable_key: 'p', secret_key: 's' },
        }),
      ),
    ).toEqual(['The type must be one of: stripe.']);
  });
});

describe('server texts in the request’s language (issue 17)', () => {
  it('a rule text with variables finds its key and renders in each language', () => {
    const en = 'The minimum price in "HUF" is 175 HUF';
    expect(textKeyOf(en)).toEqual({ key: 'product.minimumPrice', vars: { currency: 'HUF', min: '175' } });
    expect(localizeText(en, 'en')).toBe(en);
    expect(localizeText(en, 'hu')).toBe('A legkisebb ár „HUF” pénznemben 175 HUF');
    expect(localizeText(en, 'ar')).toContain('\u2068175\u2069');
  });

  it('a limit text names the field in the language; an unknown text stays as it is', () => {
    const en = 'The tab label must be less than 20 characters.';
    // The form rule's own text (000 §5) is matched exactly before the generic limit pattern.
    expect(textKeyOf(en)?.key).toBe('form.tabLabelTooLong');
    expect(localizeText('The first name must be less than 80 characters.', 'de')).toBe(
      '„Vorname“ darf höchstens 80 Zeichen lang sein.',
    );
    expect(localizeText('The shoe size must be less than 3 characters.', 'hu')).toBe(
      '„shoe size”: legfeljebb 3 karakter lehet.',
    );
    expect(localizeText('Stripe says: no such key.', 'hu')).toBe('Stripe says: no such key.');
  });

  it('the spec’s English texts are unchanged and every language renders every message key', () => {
    expect(renderText('en', 'checks.startInPast')).toBe(
      'Stream start date must be later than the current time!',
    );
    expect(renderText('en', 'server.nothingToExport')).toBe(
      'We are sorry, but there is nothing to export yet.',
    );
    for (const lang of ['hu', 'de', 'ar'] as const) {
      expect(renderText(lang, 'server.nothingToExport')).not.toBe(renderText('en', 'server.nothingToExport'));
      expect(Object.keys(SERVER_TEXTS[lang].limits)).toEqual(Object.keys(SERVER_TEXTS.en.limits));
    }
  });
});

describe('CSV titles in the user’s language (issue 17; issue 19 §7)', () => {
  it('report columns carry the screen’s titles, subscriber and form headers follow the language', () => {
    expect(
      ['title', 'player_url', 'impressions', 'product_ctr', 'link_clicks'].map((c) =>
        reportCsvTitle('en', c),
      ),
    ).toEqual(['Player', 'Player URL', 'Impressions', 'Product CTR', 'Link clicks']);
    expect(reportCsvTitle('hu', 'impressions')).toBe('Megjelenések');
    expect(subscriberCsvHeader('en')).toEqual([...SUBSCRIBER_CSV_HEADER]);
    expect(subscriberCsvHeader('de')).toEqual(['Player', 'E-Mail', 'Erstellt am']);
    expect(formCsvHeader('en')).toEqual([
      'Stream',
      'Customer',
      'Campaign',
      'Name',
      'E-mail',
      'Phone',
      'Created at',
    ]);
    expect(
      parseCsv(
        subscribersCsv([{ stream: 'S', email: 'a@b.c', created_at: 'x' }], subscriberCsvHeader('ar')),
      )[0],
    ).toEqual(['المشغل', 'البريد الإلكتروني', 'تاريخ الإنشاء']);
  });
});

describe('restream texts (001 §8)', () => {
  it('the limit with its number, in each language', () => {
    // Worded so one form fits every number (the server's text renderer has no plural forms).
    expect(localizeText(RESTREAM_MESSAGES.limit(3), 'de')).toBe(
      'Du kannst nicht mehr Restream-Plattformen auswählen, als dein Paket erlaubt (3).',
    );
    expect(localizeText(RESTREAM_MESSAGES.scheduling, 'hu')).toBe(renderText('hu', 'restream.scheduling'));
  });
});
