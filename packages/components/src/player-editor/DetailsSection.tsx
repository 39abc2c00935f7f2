import {
  applyChat,
  applyCustomer,
  applySubscriberForm,
  currencySchema,
  FREQUENCIES,
  LANGUAGES,
  normalizeSidebarDelay,
  prefixHttp,
  type StreamSettings,
  sidebarDelayApplies,
} from '@smuc/sdk';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import { Autosuggest } from '../ui/Autosuggest';
import { Group, NumberInput, TextInput, Toggle } from '../ui/fields';
import { SelectField } from '../ui/SelectField';
import { ColorField } from './ColorField';
import { useEditor, useEditorState } from './context';
import { ExtraViewersToggle } from './ExtraViewersToggle';
import { FontSelect } from './media/FontSelect';
import { PaymentSelect } from './PaymentSelect';
import { PlanLock } from './PlanLock';

/** The settings that are plain on/off switches. */
type BooleanSetting = {
  [K in keyof StreamSettings]-?: StreamSettings[K] extends boolean ? K : never;
}[keyof StreamSettings];

/** Details: colours, language, chat, subscriber form, products tab, display, floating, tracking (001 §3). */
export function DetailsSection() {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const { store, limits, forms, readOnly } = useEditor();
  const d = useEditorState((s) => s.draft) as StreamSettings;
  const errorField = useEditorState((s) => s.error?.field);
  const { edit, set } = store.getState();
  const f = (k: string) => t(`playerEditor.fields.${k}`);
  /** The switch of one on/off setting: its element id, its label key and the field it sets. */
  const toggle = (id: string, label: string, field: BooleanSetting, lock?: string) => (
    <Toggle
      id={id}
      label={f(label)}
      checked={d[field]}
      lock={lock && <PlanLock feature={lock} />}
      onChange={(v) => set(field, v)}
    />
  );
  const customers = useCallback(
    (text: string, signal: AbortSignal) => client.reportTable.customers(text, signal),
    [client],
  );
  const customer = d.customer ?? '';
  const campaigns = useCallback(
    (text: string, signal: AbortSignal) =>
      customer ? client.reportTable.campaigns(customer, text, signal) : Promise.resolve([]),
    [client, customer],
  );

  return (
    <div className="section-body">
      <Group title={f('colors')}>
        <div className="row">
          <ColorField
            id="title-color"
            label={f('titleColor')}
            value={d.title_color}
            fallback="#ffffff"
            onChange={(v) => set('title_color', v)}
            disabled={readOnly}
          />
          <ColorField
            id="button-color"
            label={f('buttonColor')}
            value={d.button_color}
            fallback="#000000"
            onChange={(v) => set('button_color', v)}
            lock={limits.buttonColor ? undefined : 'buttonColor'}
            disabled={readOnly}
          />
          <ColorField
            id="text-color"
            label={f('textColor')}
            value={d.text_color}
            fallback="#ffffff"
            onChange={(v) => set('text_color', v)}
            lock={limits.textColor ? undefined : 'textColor'}
            disabled={readOnly}
          />
        </div>
      </Group>
      <div className="row">
        <SelectField
          id="streamview-language"
          label={f('language')}
          value={d.streamview_language}
          options={LANGUAGES.map((l) => ({ value: l, label: f(`languages.${l}`) }))}
          onChange={(v) => set('streamview_language', v)}
          hint={f('languageHint')}
        />
        <SelectField
          id="currency"
          label={f('currency')}
          value={d.currency}
          options={currencySchema.options.map((c) => ({ value: c, label: c.toUpperCase() }))}
          onChange={(v) => set('currency', v)}
        />
      </div>
      <PaymentSelect />
      <FontSelect />
      <Group title={f('chat')}>
        <Toggle
          id="show-chat"
          label={f('showChat')}
          checked={d.show_chat}
          lock={limits.chat ? undefined : <PlanLock feature="chat" />}
          disabled={d.ad_use_featured_image}
          onChange={(on) => edit((x) => applyChat(x, on))}
        />
        {d.show_chat && (
          <>
            <Toggle
              id="reversed-chat"
              label={f('reversedChat')}
              checked={d.reversed_chat_moderation}
              onChange={(v) => set('reversed_chat_moderation', v)}
            />
            <Toggle
              id="auto-chat-moderation"
              label={f('autoChatModeration')}
              checked={d.auto_chat_moderation}
              onChange={(v) => set('auto_chat_moderation', v)}
            />
          </>
        )}
        {forms && (
          <div className="row align-end">
            <SelectField
              id="subscriber-form"
              label={f('subscriberForm')}
              value={d.subscriber_form_id === null ? '' : String(d.subscriber_form_id)}
              options={[
                { value: '', label: f('noForm') },
                ...forms.map((x) => ({ value: String(x.id), label: x.name })),
              ]}
              onChange={(v) => edit((x) => applySubscriberForm(x, v === '' ? null : Number(v)))}
            />
            <a
              className="btn btn-ghost"
              href="/forms"
              onClick={(e) => {
                if (!emit('smuc-navigate', { path: '/forms' })) e.preventDefault();
              }}
            >
              {f('manageForms')}
            </a>
          </div>
        )}
      </Group>
      <div className="row">
        <TextInput
          id="label-singular"
          label={f('productsLabelSingular')}
          value={d.tab_products_label_singular}
          maxLength={20}
          onChange={(v) => set('tab_products_label_singular', v || null)}
        />
        <TextInput
          id="label-plural"
          label={f('productsLabelPlural')}
          value={d.tab_products_label_plural}
          maxLength={20}
          onChange={(v) => set('tab_products_label_plural', v || null)}
        />
      </div>
      <Group title={f('display')}>
        <div className="toggles">
          {toggle('show-product-list', 'showProductList', 'show_product_list')}
          {toggle('auto-card-timing', 'autoCardTiming', 'auto_card_timing')}
          {toggle('show-viewers', 'showViewers', 'show_viewers')}
          <ExtraViewersToggle />
          {toggle('show-share', 'showShareButton', 'show_share_button')}
          {toggle(
            'show-smuc-logo',
            'showSmucLogo',
            'show_smuc_logo',
            limits.watermarkRemoval ? undefined : 'watermarkRemoval',
          )}
          {toggle('sponsored', 'sponsored', 'is_sponsored_content')}
          {toggle('rounded-corners', 'roundedCorners', 'rounded_corners')}
          {toggle('sidebar-transparency', 'sidebarTransparency', 'sidebar_transparency')}
          {toggle('show-like-demo', 'showLikeDemo', 'show_like_demo')}
        </div>
        {sidebarDelayApplies(d) && (
          <NumberInput
            id="sidebar-delay"
            label={f('sidebarDelay')}
            min={0}
            max={15}
            value={d.delay_sidebar_appearance}
            onChange={(v) => set('delay_sidebar_appearance', normalizeSidebarDelay(v))}
          />
        )}
      </Group>
      <Group title={f('floating')}>
        <div className="toggles">
          {toggle('start-minimized', 'startMinimized', 'start_minimized')}
          {toggle('show-close', 'showCloseButton', 'show_close_button')}
        </div>
        <SelectField
          id="frequency"
          label={f('frequency')}
          value={d.frequency}
          options={FREQUENCIES.map((v) => ({ value: v, label: f(`frequencies.${v}`) }))}
          onChange={(v) => set('frequency', v)}
        />
      </Group>
      <Group title={f('tracking')}>
        <div className="row">
          <Autosuggest
            name="customer"
            label={f('customer')}
            value={d.customer}
            maxLength={128}
            isDisabled={readOnly}
            suggest={customers}
            onChange={(v) => edit((x) => ({ ...applyCustomer(x, v), customer: v === '' ? null : v }))}
          />
          <Autosuggest
            name="campaign"
            label={f('campaign')}
            value={d.campaign}
            maxLength={128}
            isDisabled={readOnly || !d.customer}
            isInvalid={errorField === 'campaign'}
            suggest={campaigns}
            onChange={(v) => set('campaign', v || null)}
          />
        </div>
        <TextInput
          id="privacy-policy"
          type="url"
          label={f('privacyPolicy')}
          value={d.privacy_policy_url}
          maxLength={2048}
          error={errorField === 'privacy_policy_url'}
          onChange={(v) => set('privacy_policy_url', v || null)}
          onBlur={() => set('privacy_policy_url', prefixHttp(d.privacy_policy_url))}
        />
        <div className="row align-end">
          <TextInput
            id="ga-code"
            label={f('gaCode')}
            value={limits.googleAnalytics ? d.ga_code : null}
            maxLength={64}
            hint={f('gaCodeHint')}
            error={errorField === 'ga_code'}
            disabled={!limits.googleAnalytics}
            onChange={(v) => set('ga_code', v || null)}
          />
          {!limits.googleAnalytics && <PlanLock feature="googleAnalytics" />}
        </div>
      </Group>
    </div>
  );
}
