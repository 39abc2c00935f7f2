import type { StreamSettings } from '@smuc/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fonts, paymentProviders, subscriberForms } from '../db/schema';
import { invalid } from '../http/errors';

/** 422 texts of a reference the account does not own (issue 13 §3). */
export const UNKNOWN_FORM = 'The subscriber form was not found in your account.';
export const UNKNOWN_FONT = 'The font was not found in your account.';
export const UNKNOWN_PAYMENT = 'Connect a payment provider of this kind on the Payments page first.';

/**
 * The ids a player's settings point at must be the signed-in account's: its subscriber form, its
 * font, and the payment integration (`payment`, a provider type the account has connected). A changed reference to anything else (another account's row, or none) is a 422 before
 * anything is stored; unchanged references pass (a deleted form is cleared by the form delete).
 */
export async function checkStreamReferences(
  db: Db,
  accountId: number,
  next: Pick<StreamSettings, 'subscriber_form_id' | 'font_id' | 'payment'>,
  stored: Pick<StreamSettings, 'subscriber_form_id' | 'font_id' | 'payment'>,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (next.subscriber_form_id !== null && next.subscriber_form_id !== stored.subscriber_form_id) {
    const [form] = await db
      .select({ id: subscriberForms.id })
      .from(subscriberForms)
      .where(and(eq(subscriberForms.id, next.subscriber_form_id), eq(subscriberForms.accountId, accountId)))
      .limit(1);
    if (!form) errors.subscriber_form_id = [UNKNOWN_FORM];
  }
  if (next.font_id !== null && next.font_id !== stored.font_id) {
    const [font] = await db
      .select({ id: fonts.id })
      .from(fonts)
      .where(and(eq(fonts.id, next.font_id), eq(fonts.accountId, accountId)))
      .limit(1);
    if (!font) errors.font_id = [UNKNOWN_FONT];
  }
  if (next.payment && next.payment !== stored.payment) {
    const [provider] = await db
      .select({ id: paymentProviders.id })
      .from(paymentProviders)
      .where(
        and(eq(paymentProviders.accountId, accountId), eq(paymentProviders.type, next.payment as 'stripe')),
      )
      .limit(1);
    if (!provider) errors.payment = [UNKNOWN_PAYMENT];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
