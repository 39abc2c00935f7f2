import type { Db } from '../db/client';
import { subscriberForms, subscriptions } from '../db/schema';
import { setDemoStreamSettings } from '../streams/demo';
import { accountStreamRows } from '../streams/reads';

/** Customer and campaign of the first demo players, in creation order (null: left unset). */
const PLAYER_TAGS: [string | null, string | null][] = [
  ['ACME Retail', 'Black Friday'],
  ['ACME Retail', 'Spring; Summer'],
  ['Globex', 'Coffee Week'],
  ['Globex', 'Black Friday'],
  ['Initech', 'Launch'],
  [null, null],
];

const FORMS = [
  {
    name: 'Newsletter signup',
    tabLabel: 'Newsletter',
    title: 'Stay in the loop',
    cta: 'Subscribe',
    phone: false,
  },
  { name: 'Black Friday VIP list', tabLabel: 'VIP access', title: 'Early deals', cta: 'Join', phone: true },
  {
    name: 'Product launch waitlist',
    tabLabel: 'Waitlist',
    title: 'Be the first',
    cta: 'Notify me',
    phone: false,
  },
];

const PEOPLE = [
  'Anna Kovács',
  'Ben Smith',
  'Chloé Dubois',
  'Smith; John',
  '=HYPERLINK("x")',
  'Dávid "DJ" Nagy',
  'Eva Müller',
];

/**
 * Demo subscriber forms (000 §2 Forms, Subscribers): tags the first players with customers and
 * campaigns, adds three forms (one with several customer/campaign groups, one with a single group,
 * one with none), attaches them to players, writes subscriptions (names with separators, quotes and
 * formula-like text, so exports show their escaping).
 */
export async function seedSubscriberForms(db: Db, accountId: number) {
  const players = await accountStreamRows(db, accountId);
  const forms = await db
    .insert(subscriberForms)
    .values(
      FORMS.map((f, i) => ({
        accountId,
        name: f.name,
        tabLabel: f.tabLabel,
        title: f.title,
        description: 'Leave your e-mail address and we will keep you posted.',
        namePlaceholder: 'Your name',
        emailPlaceholder: 'Your e-mail address',
        phoneEnabled: f.phone,
        phonePlaceholder: f.phone ? 'Your phone number' : '',
        privacyUrl: 'https://demo-shop.example/privacy',
        ctaLabel: f.cta,
        createdAt: new Date(Date.now() - (FORMS.length - i) * 5 * 86_400_000),
        updatedAt: new Date(Date.now() - (FORMS.length - i) * 86_400_000),
      })),
    )
    .returning({ id: subscriberForms.id });
  // Players 0-3 use the newsletter form (several groups), player 4 the VIP list, the form 3 has none.
  for (const [i, player] of players.slice(0, PLAYER_TAGS.length).entries()) {
    const [customer, campaign] = PLAYER_TAGS[i]!;
    const formId = i < 4 ? forms[0]!.id : i === 4 ? forms[1]!.id : null;
    await setDemoStreamSettings(db, player.id, {
      ...player.settings,
      customer,
      campaign,
      subscriber_form_id: formId,
    });
    if (formId === null) continue;
    const count = 2 + ((i * 3) % 5);
    await db.insert(subscriptions).values(
      Array.from({ length: count }, (_, n) => ({
        formId,
        streamId: player.id,
        customer: customer ?? '',
        campaign: campaign ?? '',
        name: PEOPLE[(i + n) % PEOPLE.length]!,
        email: `viewer${i + 1}.${n + 1}@example.com`,
        phone: formId === forms[1]!.id ? `+36 30 123 45${i}${n}` : '',
        createdAt: new Date(Date.now() - (count - n) * 3_600_000 * 7),
      })),
    );
  }
}
