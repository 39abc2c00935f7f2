import { ACCOUNT_MESSAGES_EN } from '../rules/account';
import { FORM_MESSAGES_EN } from '../rules/form';
import { GA_CODE_MESSAGES } from '../rules/google-analytics';
import { PRODUCT_RULE_TEXTS } from '../rules/product';
import { RESTREAM_MESSAGES } from '../rules/restream';
import { SAVE_CHECK_MESSAGES } from '../rules/save-checks';
import { SOCIAL_VIDEO_MESSAGES } from '../rules/social-video';
import { BILLING_MESSAGES } from '../schemas/billing';
import { PAYMENT_MESSAGES } from '../schemas/payment';
import { FIELD_LABELS_EN } from './fields';
import { REPORT_TITLES } from './report-titles';

/**
 * The English texts both sides render from a key and its `{{variables}}`: the rules' messages
 * (the spec's words, 000 §5, 001 §5, unchanged), the schema limits, the server's own refusals and
 * the CSV column titles. The server answers them in the request's language (`Accept-Language`,
 * 000 §7); the dashboard's catalogues show the same words.
 */
export const serverTextsEn = {
  /** The editor's save checks (001 §5). */
  checks: SAVE_CHECK_MESSAGES,
  /** Product rules (001 §5). */
  product: PRODUCT_RULE_TEXTS,
  /** Subscriber form rules (000 §5). */
  form: FORM_MESSAGES_EN,
  /** Account details and password (000 §5). */
  account: {
    ...ACCOUNT_MESSAGES_EN,
    passwordTooShort: 'New password must be at least {{min}} characters long!',
  },
  /** Billing in the profile (000 §8; issue 14 §3). */
  billing: BILLING_MESSAGES,
  /** Payment provider form (000 §5). */
  payment: PAYMENT_MESSAGES,
  /** Social video links (001 §5). */
  socialVideo: SOCIAL_VIDEO_MESSAGES,
  /** Restreaming (001 §8). */
  restream: {
    limit: 'You cannot select more than {{count}} restream platforms.',
    scheduling: RESTREAM_MESSAGES.scheduling,
    unknownPlatform: RESTREAM_MESSAGES.unknownPlatform,
    notAdministrator: RESTREAM_MESSAGES.notAdministrator,
  },
  /**
   * A schema limit a request broke, named after its field (the spec's pattern "The tab label must
   * be less than 20 characters.", 000 §5).
   */
  limits: {
    stringMax: 'The {{field}} must be less than {{max}} characters.',
    stringMin: 'The {{field}} must be at least {{min}} characters long.',
    required: 'The {{field}} is required.',
    numberMax: 'The {{field}} must be at most {{max}}.',
    numberMin: 'The {{field}} must be at least {{min}}.',
    arrayMax: 'The {{field}} can hold at most {{max}} entries.',
    arrayMin: 'The {{field}} must hold at least {{min}} entries.',
    integer: 'The {{field}} must be a whole number.',
    email: 'The {{field}} is not a valid email address.',
    url: 'The {{field}} is not a valid URL.',
    choice: 'The {{field}} must be one of: {{options}}.',
    unknown: 'The {{field}} is not a known field.',
    invalid: 'The {{field}} is not valid.',
  },
  /** Field names as the limit texts show them. */
  fields: FIELD_LABELS_EN,
  /** The server's own refusals. */
  server: {
    notFound: 'Not found.',
    streamNotFound: 'The requested stream was not found.',
    videoNotFound: 'The requested video was not found.',
    productNotFound: 'The requested product was not found.',
    imageNotFound: 'The requested image was not found.',
    fontNotFound: 'The requested font was not found.',
    formNotFound: 'The requested form was not found.',
    wrongCredentials: 'Wrong e-mail address or password.',
    loginThrottled: 'Too many sign-in attempts. Please try again later.',
    idempotencyKeyReused:
      'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    idempotencyKeyInUse:
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    idempotencyKeyInvalid: 'An Idempotency-Key is 1 to 255 characters.',
    authRequired: 'Authentication required.',
    notAllowed: 'You are not allowed to do this.',
    failed: 'Something went wrong.',
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    invalidData: 'Invalid data.',
    invalidRequest: 'Invalid request.',
    nothingToExport: 'We are sorry, but there is nothing to export yet.',
    endBeforeStart: 'The end date must not be before the start date.',
    rangeTooLong: 'A report spans at most {{days}} days.',
    noSubscriptions: 'This player takes no subscriptions.',
    masqueradeRefused:
      'This action is not available while staff view the account (masquerade). Take off the mask to make changes.',
    recordingNotOfPlayer: 'The recording does not belong to this player.',
    tooManySubscriptions: 'Too many subscriptions from this address. Please try again later.',
    finishedVideo: 'A finished video cannot be cancelled.',
    uploadExpired: 'The upload link has expired.',
    onlyStaff: 'Only staff can do this.',
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty.',
    bodyTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'This content type is not accepted.',
    noRoute: 'No route {{method}} {{path}}.',
    playerNotFound: 'Player not found',
    noSuchAccount: 'No such account.',
    staffNoMasquerade: 'Staff accounts cannot be masqueraded.',
    notMasquerade: 'This session is not a masquerade.',
    addressNotFetchable: 'This address cannot be fetched.',
    tooManyRedirects: 'The page redirected too many times.',
    urlRequired: 'You must provide a valid url before submit.',
    pageTimeout: 'The page did not answer in time.',
    pageTooLarge: 'The page is too large.',
    pageUnreadable: 'The page could not be read.',
    pageUnreachable: 'The page could not be reached.',
    amazon: 'Fetching from Amazon websites is not possible.',
    productNotInAccount: 'The product was not found in your account.',
    feedEmpty: 'The feed has no product that can be imported.',
    aiNotConfigured: 'The AI fetch is not configured.',
    aiFailed:
      'Failed to fetch and generate metadata using AI. Please try again later, or choose another method.',
    legalDeclaration: 'You have to accept the legal declaration.',
    fontFamilyTooLong: 'The font family may have at most 128 characters.',
    bannersAdsOnly: 'Display banners are only available for players optimized for ads.',
    stripeUnreachable: 'Stripe could not be reached. Please try again.',
    playerMissing: 'This player does not exist.',
    facebookAuthFailed: 'Facebook authentication failed.',
    googleSignInFailed: 'The Google sign-in did not start here or took too long. Please try again.',
    destinationNotLive: 'This destination is not live.',
    notRestreamable: 'This player cannot be restreamed.',
    broadcastClosed: 'This broadcast is closed.',
    stopBroadcastFirst: 'Stop the broadcast in the streaming software first.',
    streamNotAuthorized: 'You are not authorized to access this stream.',
    formNotInAccount: 'The subscriber form was not found in your account.',
    fontNotInAccount: 'The font was not found in your account.',
    connectProviderFirst: 'Connect a payment provider of this kind on the Payments page first.',
    liveNotAvailable: 'Live and playback players are not available for this account.',
    selectedImageNotFound: 'The selected image was not found.',
    imageTwice: 'The same image cannot be added twice.',
    tokenNotFound: 'The requested token was not found.',
    tokenNotAllowed: 'This token may not do that.',
    noDownloadRequest: 'No download request exists.',
    videoTooLarge: 'The video must be at most 30 GB.',
    videoEmpty: 'The video file is empty.',
    videoBroken: 'The video file is damaged or incomplete: it cannot be played to its end.',
    textNul: 'Text cannot contain a NUL character.',
    textInvalidChar: 'Text cannot contain an invalid character.',
    tooDeep: 'The data is nested too deeply.',
    captionType: 'Caption files must be .vtt or .srt.',
    captionEmpty: 'The caption file holds no cue.',
    captionTooLarge: 'A caption file may be at most {{max}} kB.',
    captionTooManyCues: 'A caption track may hold at most {{max}} cues.',
    captionLine: 'Line {{line}}: {{detail}}',
    captionNotFound: 'The requested caption track was not found.',
    gaCodeFormat: GA_CODE_MESSAGES.format,
    captionGenerateOff: 'Caption generation is not set up on this server.',
    captionGenerateBusy: 'Captions are already being generated for this video.',
    captionGenerateTrackExists:
      'The video already has published captions in this language: remove them to generate new ones.',
    captionGenerateNotReady: 'The video is not ready yet.',
    captionGenerateFailed: 'The captions could not be generated. Please try again later.',
    captionGenerateTooLong: 'The video is too long to generate captions for (at most about 100 minutes).',
    captionGenerateNoSound: 'The video has no sound to generate captions from.',
    captionGenerateBadAnswer: 'The transcription service answered captions that are not valid WebVTT.',
  },
  /** CSV column titles (000 §7 CSV behaviour; the report's are the report screen's titles). */
  csv: {
    /** Subscriber CSV: the spec's header "Stream;E-mail;Created at" (000 §7). */
    stream: 'Stream',
    email: 'E-mail',
    createdAt: 'Created at',
    customer: 'Customer',
    campaign: 'Campaign',
    name: 'Name',
    phone: 'Phone',
    id: 'ID',
    player: 'Player',
    playerUrl: 'Player URL',
    deleted: 'Deleted',
    yes: 'Yes',
    no: 'No',
    type: 'Type',
    itemId: 'Item ID',
    /** The report CSV's Type column as words (issue 30), as the dashboard names the kinds. */
    kinds: {
      live: 'Live',
      playback: 'Playback',
      advertisement: 'Advertisement',
      simpleVideo: 'Simple video',
      photoAd: 'Photo Ad',
    },
    /** Raw event export (`GET /report/events`, issue 34 §3): times are UTC, said in the title. */
    events: {
      streamId: 'Player ID',
      ts: 'Time (UTC)',
      receivedAt: 'Received (UTC)',
      event: 'Event',
      visitor: 'Visitor ID',
      session: 'Session ID',
      feedItem: 'Item ID',
      product: 'Product ID',
      value: 'Value',
      traffic: 'Traffic',
    },
  },
  /** The report screen's column titles: metric names (000 §3) and per-product columns. */
  report: REPORT_TITLES.en,
};

/** The shape every language's server texts follow. */
export type ServerTexts = typeof serverTextsEn;
