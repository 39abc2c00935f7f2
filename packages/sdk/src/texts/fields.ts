/**
 * The English names of request fields as the schema-limit texts show them ("The tab label must be
 * less than 20 characters.", 000 §5), keyed by the field's wire name. A field not listed here is
 * named by its wire name with `_` read as a space. Kept apart from the catalogues so the schemas'
 * error texts cost the viewer player's bundle only this list.
 */
export const FIELD_LABELS_EN = {
  value: 'value',
  name: 'name',
  title: 'title',
  description: 'description',
  tab_label: 'tab label',
  cta_label: 'CTA label',
  customer: 'customer',
  campaign: 'campaign',
  email: 'email',
  first_name: 'first name',
  last_name: 'last name',
  company: 'company',
  phone: 'phone',
  city: 'city',
  zip: 'zip',
  address: 'address',
  country: 'country',
  password: 'password',
  url: 'url',
  link: 'link',
  price: 'price',
  sales_price: 'sales price',
  currency: 'currency',
  alternate_text: 'alternate text',
  language: 'language',
  timezone: 'timezone',
  start_date: 'start date',
  start: 'start',
  end: 'end',
  id: 'id',
  ids: 'ids',
  type: 'type',
  status: 'status',
  orientation: 'orientation',
  max_width: 'max width',
  max_height: 'max height',
  name_placeholder: 'name placeholder',
  email_placeholder: 'email placeholder',
  phone_placeholder: 'phone placeholder',
  privacy_url: 'privacy url',
  privacy_policy_url: 'privacy policy url',
  click_tracking: 'click tracking',
  submit_click_tracking: 'submit click tracking',
  notification_email_subject: 'notification email subject',
  notification_email_text: 'notification email text',
  page: 'page',
  limit: 'limit',
};

/** The English name of a field from its wire name (`tab_label` → `tab label`). */
export function fieldLabelEn(field: string): string {
  return (FIELD_LABELS_EN as Record<string, string>)[field] ?? field.replaceAll('_', ' ');
}
