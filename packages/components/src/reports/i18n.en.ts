import { REPORT_TITLES } from '@smuc/sdk';

/** English texts of the reports page (000 §2 Reports, §3 report row and per-product statistics). */
export const reportsEn = {
  title: 'Reports',
  start: 'Start date',
  end: 'End date',
  customer: 'Customer',
  campaign: 'Campaign',
  quickFilter: 'Player name',
  quickFilterHint: 'Filters from 3 characters.',
  view: 'View Reports',
  csv: 'Export CSV',
  /** Raw events to take away (issue 34 §3). */
  events: {
    export: 'Export raw events',
    format: 'Event file',
    formats: { csv: 'CSV (spreadsheet)', ndjson: 'NDJSON (one JSON per line)' },
    progress: 'Downloading events: {{rows}} of {{total}}',
    progressUnknown: 'Downloading events: {{rows}}',
    cancel: 'Cancel download',
    done: 'The events were downloaded.',
    hint: 'Every stored viewer event of the range, times in UTC. Your own views and filtered invalid traffic are marked.',
  },
  groupBy: 'CSV rows',
  groupByStream: 'One per player',
  groupByProduct: 'One per product',
  help: 'Metric definitions',
  helpTitle: 'Metric definitions',
  empty: 'No results match the search criteria.',
  suggestions: 'Suggestions',
  deleted: 'Deleted',
  none: '—',
  noProducts: 'No product statistics in this range.',
  openProducts: 'Show the products of {{name}}',
  closeProducts: 'Hide the products of {{name}}',
  productsOf: 'Products of {{name}}',
  player: 'Player',
  rowsShown_one: '{{from}}–{{to}} of {{count}} player',
  rowsShown_other: '{{from}}–{{to}} of {{count}} players',
  chart: {
    metric: 'Chart',
    metrics: {
      viewers: 'Viewers',
      impressions: 'Impressions',
      product_clicks: 'Product clicks',
      product_purchases: 'Purchases',
    },
    previous: 'Previous period',
    date: 'Date',
    allPlayers: 'All players',
    showAll: 'Show all players',
    chartPlayer: 'Chart {{name}}',
    failed: 'The chart could not be loaded.',
    label:
      '{{metric}} per day, {{scope}}, {{start}} to {{end}}, with the previous period; the table below has the numbers.',
  },
  /** The funnel (issue 34 §2). */
  funnel: {
    title: 'Funnel',
    failed: 'The funnel could not be loaded.',
    chartLabel: 'Funnel of {{scope}}, {{start}} to {{end}}; the table beside it has the numbers.',
    bar: '{{step}}: {{count}}, {{conversion}} of impressions',
    tableLabel: 'Funnel numbers',
    tableCaption: 'Funnel of {{scope}}, {{start}} to {{end}}',
    columns: {
      step: 'Step',
      count: 'Count',
      dropOff: 'Drop-off',
      dropOffRate: 'Drop-off %',
      conversion: 'Of impressions',
      filtered: 'Filtered',
    },
    filteredNote_one: '{{formatted}} event was filtered as invalid traffic and counts in no step.',
    filteredNote_other: '{{formatted}} events were filtered as invalid traffic and count in no step.',
    definitionsTitle: 'Funnel steps',
    steps: {
      impression: {
        name: 'Impression',
        definition: 'The player was at least half visible for one second (the report’s Impressions).',
      },
      play: {
        name: 'Play',
        definition: 'The video started playing for the first time in a page view.',
      },
      product_impression: {
        name: 'Product impression',
        definition: 'A product was shown to the viewer (the report’s Product impressions).',
      },
      product_click: {
        name: 'Product click',
        definition: 'A viewer opened a product (the report’s Product clicks).',
      },
      add_to_cart: {
        name: 'Add to cart',
        definition: 'A viewer pressed Add to cart or Buy on a product.',
      },
      purchase: {
        name: 'Purchase',
        definition: 'A product was bought, in the player’s checkout or in the shop (the report’s Purchases).',
      },
    },
    dropOff: {
      name: 'Drop-off',
      definition:
        'How many fewer counted in a step than in the step before, also as a percent of the step before. Steps count events, not people: a viewer who sees three products adds three product impressions. A step that counts more than the step before shows no drop-off.',
    },
    filtered: {
      name: 'Filtered',
      definition:
        'Events of a step filtered as invalid traffic (known bots, no viewer token, new viewers over the per-minute cap). They are shown apart and count in no step.',
    },
  },
  playerPanel: {
    title: 'Analytics',
    range: 'Last 30 days',
    products: 'Products',
    empty: 'No views in the last 30 days yet.',
    failed: 'The analytics could not be loaded.',
  },
  columns: REPORT_TITLES.en.columns,
  metrics: {
    impressions: {
      name: REPORT_TITLES.en.metrics.impressions,
      definition: 'How many times the player was loaded on a page.',
    },
    filtered_impressions: {
      name: 'Filtered impressions',
      definition:
        'Loads not counted as impressions because they looked like invalid traffic: known bots and automated browsers, events without the viewer token the player gets from the server, and new viewers from one address beyond the per-minute cap. They count toward no plan, quota or invoice.',
    },
    three_sec_views: {
      name: REPORT_TITLES.en.metrics.three_sec_views,
      definition: 'Views that lasted at least 3 seconds.',
    },
    vcr: {
      name: REPORT_TITLES.en.metrics.vcr,
      definition: 'Video completion rate: completed views divided by impressions, in percent.',
    },
    viewers: {
      name: 'Viewers',
      definition:
        'People who watched the player, each counted once a day. The players list shows the total since the player was made, the chart the number per day.',
    },
    viewer_count: {
      name: REPORT_TITLES.en.metrics.viewer_count,
      definition: 'The highest number of viewers watching at the same time.',
    },
    total_minutes: {
      name: REPORT_TITLES.en.metrics.total_minutes,
      definition: 'Minutes watched by all viewers together.',
    },
    stored_minutes: {
      name: REPORT_TITLES.en.metrics.stored_minutes,
      definition: 'Minutes of recordings kept for the player.',
    },
    video_clicks: {
      name: REPORT_TITLES.en.metrics.video_clicks,
      definition: 'Clicks on the video itself, such as a video ad’s click-through.',
    },
    product_impressions: {
      name: REPORT_TITLES.en.metrics.product_impressions,
      definition: 'How many times the player’s products were shown.',
    },
    product_clicks: {
      name: REPORT_TITLES.en.metrics.product_clicks,
      definition: 'Clicks on the product cards.',
    },
    product_link_clicks: {
      name: REPORT_TITLES.en.metrics.product_link_clicks,
      definition: 'Clicks that opened a product’s link.',
    },
    product_ctr: {
      name: REPORT_TITLES.en.metrics.product_ctr,
      definition: 'Product clicks divided by product impressions, in percent.',
    },
    product_link_ctr: {
      name: REPORT_TITLES.en.metrics.product_link_ctr,
      definition: 'Product link clicks divided by product impressions, in percent.',
    },
    product_purchases: {
      name: REPORT_TITLES.en.metrics.product_purchases,
      definition: 'Purchases made through the player.',
    },
    hearts: { name: REPORT_TITLES.en.metrics.hearts, definition: 'Hearts sent by viewers.' },
    comments: { name: REPORT_TITLES.en.metrics.comments, definition: 'Comments written by viewers.' },
    shares: { name: REPORT_TITLES.en.metrics.shares, definition: 'Times viewers shared the player.' },
    total_interactions: {
      name: REPORT_TITLES.en.metrics.total_interactions,
      definition:
        'Product clicks, product link clicks, purchases, likes, comments, shares and subscriptions together.',
    },
    engagement_rate: {
      name: REPORT_TITLES.en.metrics.engagement_rate,
      definition:
        'Interactions divided by impressions (or by viewers when nothing counted impressions), in percent.',
    },
  },
  csvFailed: 'Something went wrong.',
};
