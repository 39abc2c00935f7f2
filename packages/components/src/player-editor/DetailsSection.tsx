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
import { Autosuggest } from './Autosuggest';
import { ColorField } from './ColorField';
import { useEditor, useEditorState } from './context';
import { ExtraViewersToggle } from './ExtraViewersToggle';
import { Group, NumberInput, PlanLock, Select, TextInput, Toggle } from './fields';
import { FontSelect } from './media/FontSelect';
import { PaymentSelect } from './PaymentSelect';

/** Details: colours, language, chat, subscriber form, products tab, display, floating, tracking (001 §3). */
export function DetailsSection() {
  const { t } = useTranslation();
  const { client, emit } = useArea();
  const { store, limits, forms, readOnly } = useEditor();
  const d = useEditorState((s) => s.draft) as StreamSettings;
  const errorField = useEditorState((s) => s.error?.field);
  const { edit, set } = store.getState();
  const f = (k: string) => t(`playerEditor.fields.${k}`);
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
        <Select
          id="streamview-language"
          label={f('language')}
          value={d.streamview_language}
          options={LANGUAGES.map((l) => ({ value: l, label: f(`languages.${l}`) }))}
          onChange={(v) => set('streamview_language', v)}
        />
        <Select
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
          lock={limits.chat ? undefined : 'chat'}
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
            <Select
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
          <Toggle
            id="show-product-list"
            label={f('showProductList')}
            checked={d.show_product_list}
            onChange={(v) => set('show_product_list', v)}
          />
          <Toggle
            id="auto-card-timing"
            label={f('autoCardTiming')}
            checked={d.auto_card_timing}
            onChange={(v) => set('auto_card_timing', v)}
          />
          <Toggle
            id="show-viewers"
            label={f('showViewers')}
            checked={d.show_viewers}
            onChange={(v) => set('show_viewers', v)}
          />
          <ExtraViewersToggle />
          <Toggle
            id="show-share"
            label={f('showShareButton')}
            checked={d.show_share_button}
            onChange={(v) => set('show_share_button', v)}
          />
          <Toggle
            id="show-smuc-logo"
            label={f('showSmucLogo')}
            checked={d.show_smuc_logo}
            lock={limits.watermarkRemoval ? undefined : 'watermarkRemoval'}
            onChange={(v) => set('show_smuc_logo', v)}
          />
          <Toggle
            id="sponsored"
            label={f('sponsored')}
            checked={d.is_sponsored_content}
            onChange={(v) => set('is_sponsored_content', v)}
          />
          <Toggle
            id="rounded-corners"
            label={f('roundedCorners')}
            checked={d.rounded_corners}
            onChange={(v) => set('rounded_corners', v)}
          />
          <Toggle
            id="sidebar-transparency"
            label={f('sidebarTransparency')}
            checked={d.sidebar_transparency}
            onChange={(v) => set('sidebar_transparency', v)}
          />
          <Toggle
            id="show-like-demo"
            label={f('showLikeDemo')}
            checked={d.show_like_demo}
            onChange={(v) => set('show_like_demo', v)}
          />
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
          <Toggle
            id="start-minimized"
            label={f('startMinimized')}
            checked={d.start_minimized}
            onChange={(v) => set('start_minimized', v)}
          />
          <Toggle
            id="show-close"
            label={f('showCloseButton')}
            checked={d.show_close_button}
            onChange={(v) => set('show_close_button', v)}
          />
        </div>
        <Select
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
            disabled={!limits.googleAnalytics}
            onChange={(v) => set('ga_code', v || null)}
          />
          {!limits.googleAnalytics && <PlanLock feature="googleAnalytics" />}
        </div>
      </Group>
    </div>
  );
}
