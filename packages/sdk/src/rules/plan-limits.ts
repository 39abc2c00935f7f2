import { type StreamSettings, StreamType, type StreamTypeCode } from '../schemas/stream';
import type { Limitations } from '../schemas/user';

/** The colours a plan without colour customisation resets to (001 §4). */
export const PLAN_TEXT_COLOR = '#ffffff';
export const PLAN_BUTTON_COLOR = '#000000';

/** Editor features a plan can lock; each locked one offers the upgrade-my-plan modal (001 §2). */
export type PlanFeature =
  | 'playback'
  | 'watermarkRemoval'
  | 'customBranding'
  | 'chat'
  | 'googleAnalytics'
  | 'textColor'
  | 'buttonColor'
  | 'streamingSoftware';

type PlanLimits = Pick<
  Limitations,
  | 'prerecordedVideoStreaming'
  | 'watermarkRemoval'
  | 'customBranding'
  | 'chat'
  | 'googleAnalytics'
  | 'textColor'
  | 'buttonColor'
  | 'streamingSoftware'
>;

/** Whether the plan allows a feature (001 §4); fake live is the playback type. */
export function planAllows(limits: PlanLimits, feature: PlanFeature): boolean {
  return feature === 'playback' ? limits.prerecordedVideoStreaming : limits[feature];
}

/**
 * The plan-limit effects of 001 §4 applied to settings, as the editor applies them on load and the
 * server on every write: no fake live turns playback off (a change into playback goes back to
 * `previousType`; stored playbacks stay); no watermark removal forces the product logo
 * shown; no chat turns chat off; no Google Analytics clears the code; text colour resets to white
 * and button colour to black; no custom branding clears the logo and the covers.
 * @param previousType the stored type, so a plan that loses fake live does not rewrite old players
 */
export function applyPlanLimits<S extends Partial<StreamSettings> & Pick<StreamSettings, 'type'>>(
  s: S,
  limits: PlanLimits,
  previousType: StreamTypeCode = s.type,
): S {
  const next = { ...s };
  if (
    !limits.prerecordedVideoStreaming &&
    next.type === StreamType.playback &&
    previousType !== StreamType.playback
  )
    next.type = previousType;
  if (!limits.watermarkRemoval && 'show_smuc_logo' in next) next.show_smuc_logo = true;
  if (!limits.chat && 'show_chat' in next) next.show_chat = false;
  if (!limits.googleAnalytics && 'ga_code' in next) next.ga_code = null;
  if (!limits.textColor && 'text_color' in next) next.text_color = PLAN_TEXT_COLOR;
  if (!limits.buttonColor && 'button_color' in next) next.button_color = PLAN_BUTTON_COLOR;
  if (!limits.customBranding) {
    if ('logo' in next) next.logo = null;
    if ('cover' in next) next.cover = null;
    if ('cover_portrait' in next) next.cover_portrait = null;
  }
  return next;
}

/**
 * Allow extra viewers needs a card on file (001 §4): without one the switch is reverted (stays
 * off) and `openCheckout` tells the editor to open the checkout to add a card.
 */
export function applyExtraViewers<S extends Pick<StreamSettings, 'allow_extra_viewers'>>(
  s: S,
  on: boolean,
  hasCard: boolean,
): { settings: S; openCheckout: boolean } {
  if (on && !hasCard) return { settings: { ...s, allow_extra_viewers: false }, openCheckout: true };
  return { settings: { ...s, allow_extra_viewers: on }, openCheckout: false };
}
