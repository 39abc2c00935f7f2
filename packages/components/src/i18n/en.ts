/**
 * The English catalogue, the first and reference language. Spec texts (000, 001) are kept word for
 * word: they are part of the contract. Other languages fall back to these keys.
 */
import { connectedPlatformsEn } from '../connected-platforms/i18n.en';
import { fontsEn } from '../fonts/i18n.en';
import { formsEn } from '../forms/i18n.en';
import { integrationsEn } from '../integrations/i18n.en';
import { learningCenterEn } from '../learning-center/i18n.en';
import { moderationEn } from '../moderation/i18n.en';
import { packagesEn } from '../packages/i18n.en';
import { paymentsEn } from '../payments/i18n.en';
import { playerEditorEn } from '../player-editor/i18n.en';
import { playerEditorMediaEn } from '../player-editor/media/i18n.en';
import { restreamEn } from '../player-editor/restream/i18n.en';
import { productManagerEn } from '../product-manager/i18n.en';
import { productsEn } from '../products/i18n.en';
import { profileEn } from '../profile/i18n.en';
import { recordingsEn } from '../recordings/i18n.en';
import { reportsEn } from '../reports/i18n.en';
import { streamTesterEn } from '../stream-tester/i18n.en';
import { studioEn } from '../studio/i18n.en';
import { subscribersEn } from '../subscribers/i18n.en';
import { uploadEn } from '../ui/upload/i18n.en';

// Area catalogues: each area keeps its texts in its own folder (`<area>/i18n.en.ts`) and is added
// here with one line, under its own top-level key.
const areas = {
  products: productsEn,
  learningCenter: learningCenterEn,
  productManager: productManagerEn,
  forms: formsEn,
  fonts: fontsEn,
  upload: uploadEn,
  reports: reportsEn,
  subscribers: subscribersEn,
  playerEditor: playerEditorEn,
  studio: studioEn,
  playerEditorMedia: playerEditorMediaEn,
  moderation: moderationEn,
  recordings: recordingsEn,
  connectedPlatforms: connectedPlatformsEn,
  restream: restreamEn,
  integrations: integrationsEn,
  packages: packagesEn,
  payments: paymentsEn,
  profile: profileEn,
  streamTester: streamTesterEn,
};

export const en = {
  ...areas,
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    saving: 'Saving…',
    delete: 'Delete',
    back: 'Back',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    pagination: 'Pagination',
    all: 'All',
  },
  errors: {
    authentication: 'Your session is not valid. Please sign in.',
    forbidden: 'You are not allowed to do this.',
    expiredToken: 'Your session has expired.',
    notFound: 'Not found.',
    validation: 'Please check the highlighted fields.',
    server: '{{message}}',
    somethingWentWrong: 'Something went wrong.',
    unknown: 'Unknown error',
    loadWidget: 'An error occurred while loading data.',
    noData: 'No data available.',
    streamUnauthorized: 'You are not authorized to access this stream.',
    streamNotFound: 'The requested stream was not found.',
    streamUnknown: 'An unknown error occurred during data request.',
  },
  kinds: {
    live: 'Live',
    playback: 'Playback',
    advertisement: 'Advertisement',
    simpleVideo: 'Simple video',
    photoAd: 'Photo Ad',
    closedBroadcast: 'Closed broadcast',
  },
  status: { 0: 'Waiting', 1: 'Live', 2: 'Paused', 3: 'Closed' },
  orientation: { all: 'All', 1: 'Landscape', 0: 'Portrait', 2: 'Custom' },
  dashboard: {
    title: 'Dashboard',
    myPlayers: 'My Players',
    viewAll: 'View all',
    noStreams: 'You do not have any streams yet',
    createPlayer: 'Create a player',
    carousel: 'My Players carousel',
    slide: 'Players {{from}}–{{to}} of {{total}}',
    previousPlayers: 'Previous players',
    nextPlayers: 'Next players',
    impressions: 'Impressions',
    viewerMinutes: 'Viewer minutes',
    thisMonth: 'This month',
    usageOf: '{{used}} of {{limit}}',
    unlimited: 'Unlimited',
    usagePercent: '{{percent}}% of your monthly limit used',
    viewers: 'Viewers',
    date: 'Date',
    likes: 'Likes',
    comments: 'Comments',
    chartMetric: 'Chart metric',
    range: 'Range',
    ranges: { thismonth: 'This month', last3months: 'Last 3 months', lastyear: 'Last year' },
    topProducts: 'Top products',
    clicks: 'Clicks',
    purchases: 'Purchases',
    deletedProduct: 'Deleted',
    statsLocked: 'Statistics are available on the Basic plan and above.',
  },
  players: {
    title: 'All Players',
    backToDashboard: 'Back to the dashboard',
    orientation: 'Orientation',
    playerType: 'Player Type',
    sortBy: 'Sort by',
    types: {
      all: 'All',
      ad: 'Video Ad',
      photo_ad: 'Photo Ad',
      embed: 'Simple video',
      live: 'Live',
      playback: 'Playback',
      closed: 'Closed broadcasts',
    },
    sorts: {
      latest: 'Latest first',
      az: 'A - Z',
      liked: 'Most liked',
      commented: 'Most commented',
      natural: 'Natural',
    },
    search: 'Search players',
    searchPlaceholder: 'Start typing to search for a stream..',
    batchToggle: 'Batch actions',
    batchOption: 'Batch action',
    batchChoose: 'Choose an action',
    batchDelete: 'Delete selected player(s)',
    batchConfirmTitle_one: 'Delete {{count}} player?',
    batchConfirmTitle_other: 'Delete {{count}} players?',
    batchConfirmText:
      'Their pages and embeds stop playing, and they leave your lists. This cannot be undone.',
    apply: 'Apply',
    selectAll: 'Select all',
    deselectAll: 'Deselect all',
    select: 'Select {{title}}',
    selectedCount: '{{count}} selected',
    deletionInProgress: 'Deletion in progress',
    deletedProgress: '{{n}} out of {{total}} deleted.',
    deleteFailed: '{{count}} could not be deleted.',
    emptyFiltered: 'Filtering did not yield any results. Please refine your filter criteria.',
    empty: 'You do not have any streams yet.',
    createFirst: 'Create your first player',
    newPlayer: 'New player',
    untitled: 'Untitled player',
    created: 'Created {{date}}',
    hearts_one: '{{value}} like',
    hearts_other: '{{value}} likes',
    commentsCount_one: '{{value}} comment',
    commentsCount_other: '{{value}} comments',
    viewersCount_one: '{{value}} viewer',
    viewersCount_other: '{{value}} viewers',
    open: 'Open {{title}}',
    count_one: '{{value}} player',
    count_other: '{{value}} players',
  },
  typeSelector: {
    title: 'Choose a player type',
    setup: 'Setup {{type}}',
    creating: 'Creating…',
    kinds: {
      ad: 'Video Ad',
      photo_ad: 'Photo Ad',
      embed: 'Simple video',
      live: 'Live',
      playback: 'Playback',
    },
    hints: {
      ad: 'A video in a display-banner size with products and a call to action.',
      photo_ad: 'Up to five photos that swipe by themselves, with products.',
      embed: 'A video to embed on any page, with products.',
      live: 'Go live from the browser or streaming software and sell while you stream.',
      playback: 'A pre-recorded video shown as live from its start time.',
    },
  },
  editor: {
    title: 'Player editor',
    exit: 'Exit editor',
    name: 'Player name',
    type: 'Type',
    saved: 'Successful saving.',
    unsaved: 'You have unsaved changes.',
    leavePrompt: 'Do you really want to leave? You have unsaved changes!',
  },
};
export type Catalogue = typeof en;
