import { z } from 'zod';
import { FORM_LIMITS, FORM_TRACKING_MAX } from '../rules/form';
import { isoDateTime } from './common';

const text = (max: number) => z.string().max(max);

/**
 * `POST /form` and `PUT /form/{id}` body (000 §3 Subscriber form). The server also applies every
 * rule of `validateForm` (000 §5) and answers 422 with the spec's messages per field.
 */
export const formInputSchema = z.object({
  name: text(FORM_LIMITS.name),
  tab_label: text(FORM_LIMITS.tab_label).default(''),
  title: text(FORM_LIMITS.title).default(''),
  description: text(FORM_LIMITS.description).default(''),
  name_enabled: z.boolean().default(true),
  name_placeholder: text(FORM_LIMITS.name_placeholder).default(''),
  email_placeholder: text(FORM_LIMITS.email_placeholder),
  phone_enabled: z.boolean().default(false),
  phone_placeholder: text(FORM_LIMITS.phone_placeholder).default(''),
  privacy_url: z.string().max(2048),
  cta_label: text(FORM_LIMITS.cta_label).default(''),
  click_tracking: text(FORM_TRACKING_MAX).default(''),
  submit_click_tracking: text(FORM_TRACKING_MAX).default(''),
});
export type FormInput = z.input<typeof formInputSchema>;

/** One customer/campaign group of a form's subscriptions (empty strings when the player had none). */
export const formDetailSchema = z.object({
  customer: z.string(),
  campaign: z.string(),
  subscount: z.number().int(),
});
export type FormDetail = z.infer<typeof formDetailSchema>;

/** A subscriber form as `GET /form` lists it: its fields, the subscription count and the details. */
export const subscriberFormSchema = formInputSchema.extend({
  id: z.number().int(),
  no_of_subscriptions: z.number().int(),
  details: z.array(formDetailSchema),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type SubscriberForm = z.infer<typeof subscriberFormSchema>;

/** One subscription as the JSON of `GET /form/{id}/subscriptions` (without `Accept: text/csv`). */
export const formSubscriptionSchema = z.object({
  id: z.number().int(),
  stream_id: z.number().int().nullable(),
  stream: z.string(),
  customer: z.string(),
  campaign: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: isoDateTime,
});
export type FormSubscription = z.infer<typeof formSubscriptionSchema>;
