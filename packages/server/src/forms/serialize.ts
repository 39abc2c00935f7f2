import type { FormDetail, FormDraft, formInputSchema, SubscriberForm } from '@smuc/sdk';
import type { subscriberForms } from '../db/schema';

export type FormRow = typeof subscriberForms.$inferSelect;

/** A parsed form body → the row's columns (privacy URL kept as normalised by the client). */
export function toFormColumns(input: ReturnType<typeof formInputSchema.parse>) {
  return {
    name: input.name.trim(),
    tabLabel: input.tab_label,
    title: input.title,
    description: input.description,
    nameEnabled: input.name_enabled,
    namePlaceholder: input.name_placeholder,
    emailPlaceholder: input.email_placeholder,
    phoneEnabled: input.phone_enabled,
    phonePlaceholder: input.phone_placeholder,
    privacyUrl: input.privacy_url.trim(),
    ctaLabel: input.cta_label,
    clickTracking: input.click_tracking,
    submitClickTracking: input.submit_click_tracking,
  };
}

/** A parsed body as the sdk's rule draft, so the server applies `validateForm` exactly as the UI does. */
export const toDraft = (input: ReturnType<typeof formInputSchema.parse>): FormDraft => ({ ...input });

/** Row + its customer/campaign groups → the wire form; the count is the sum of the groups. */
export function toForm(row: FormRow, details: FormDetail[]): SubscriberForm {
  return {
    id: row.id,
    name: row.name,
    tab_label: row.tabLabel,
    title: row.title,
    description: row.description,
    name_enabled: row.nameEnabled,
    name_placeholder: row.namePlaceholder,
    email_placeholder: row.emailPlaceholder,
    phone_enabled: row.phoneEnabled,
    phone_placeholder: row.phonePlaceholder,
    privacy_url: row.privacyUrl,
    cta_label: row.ctaLabel,
    click_tracking: row.clickTracking,
    submit_click_tracking: row.submitClickTracking,
    no_of_subscriptions: details.reduce((a, d) => a + d.subscount, 0),
    details,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
