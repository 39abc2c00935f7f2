import type { Language } from '../schemas/common';
import type { CreateKind, StreamSettings } from '../schemas/stream';
import { createDefaults } from './stream-kind';

/** The fallback time zone when the browser gives none (001 §5). */
export const FALLBACK_TIMEZONE = 'Europe/Budapest';

/**
 * Every setting of a new stream of `kind` (001 §2, §3): the kind's defaults of
 * {@link createDefaults} over neutral values. `timezone` is an IANA name; `language` is the
 * viewer's language (`streamview_language`), the account's own when the server creates a player, so
 * a Hungarian account's new players speak Hungarian to viewers until the user picks another.
 */
export function defaultStreamSettings(
  kind: CreateKind,
  now: number,
  timezone = FALLBACK_TIMEZONE,
  language: Language = 'en',
): StreamSettings {
  return {
    title: '',
    title_hidden: false,
    title_color: null,
    timezone,
    width: null,
    height: null,
    orientation: 1,
    max_width: null,
    max_height: null,
    video_layout: 'fill',
    ad_use_featured_image: false,
    ad_featured_image_link: null,
    ad_url: null,
    ad_button_label: null,
    photoad_autoswipe_duration: 3,
    customer: null,
    campaign: null,
    privacy_policy_url: null,
    show_countdown_box: false,
    notification_email_subject: null,
    notification_email_text: null,
    auto_card_timing: false,
    show_chat: false,
    reversed_chat_moderation: false,
    auto_chat_moderation: false,
    subscriber_form_id: null,
    player_autoplay: false,
    player_muted: false,
    player_loop: false,
    streamview_language: language,
    currency: 'eur',
    ga_code: null,
    payment: null,
    tab_products_label_singular: null,
    tab_products_label_plural: null,
    button_color: null,
    text_color: null,
    font_id: null,
    player_subdomain: null,
    delay_sidebar_appearance: null,
    show_product_list: true,
    show_close_button: false,
    frequency: 'always',
    show_viewers: true,
    show_share_button: true,
    show_smuc_logo: true,
    is_sponsored_content: false,
    start_minimized: false,
    sidebar_transparency: false,
    show_like_demo: false,
    allow_extra_viewers: false,
    restream_title: null,
    restream_desc: null,
    restream_privacy_status: 'public',
    restream_scheduling: false,
    ...createDefaults(kind, now),
  };
}
