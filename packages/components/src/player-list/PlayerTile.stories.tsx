import { defaultStreamSettings, type Stream } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { AreaRoot } from '../shell/AreaRoot';
import { PlayerTile } from './PlayerTile';
import css from './player-list.css?inline';

const CREATED = '2026-03-02T09:30:00.000Z';

/** A video ad as `GET /stream/{id}` answers it, with the list's still (none: the kind's icon shows). */
const videoAd: Stream & { thumbnail_url: string | null } = {
  ...defaultStreamSettings('ad', Date.parse(CREATED)),
  title: 'Spring Sale 300x600',
  customer: 'Demo Shop Ltd.',
  campaign: 'Spring 2026',
  id: 42,
  stream_status: 0,
  apikey: 'pk_demo_4f1c2a9e',
  streamkey: 'sk_demo_7b3e91d0',
  player_url: 'http://localhost:8080/player/42',
  rtmp_data: { url: 'rtmp://localhost:1935/live', streamkey: 'sk_demo_7b3e91d0' },
  vod_data_id: null,
  created_at: CREATED,
  updated_at: '2026-03-09T14:05:00.000Z',
  viewer_count: 0,
  total_minutes: 5321.5,
  total_viewers: 12840,
  impressions: 1_204_311,
  three_sec_views: 48_112,
  product_impressions: 31_450,
  product_clicks: 2_104,
  product_link_clicks: 1_377,
  product_purchases: 96,
  hearts: 1_532,
  comments: 214,
  shares: 87,
  subscribers: 19,
  total_interactions: 1_833,
  engagement_rate: 3.4,
  thumbnail_url: null,
};

/**
 * A frame of the player's video as the list's still (`thumbnail_url`, issue 30 defect 13); drawn
 * inline so the story needs no server.
 */
const STILL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="470" cy="120" r="60" fill="#fde68a"/><rect y="250" width="640" height="110" fill="#1f2937"/></svg>',
)}`;

/** A live show on air, to compare badges and thumbs. */
const liveShow: Stream & { thumbnail_url: string | null } = {
  ...videoAd,
  ...defaultStreamSettings('live', Date.parse(CREATED)),
  title: 'Friday Live Shopping',
  id: 7,
  stream_status: 1,
  player_url: 'http://localhost:8080/player/7',
  viewer_count: 318,
};

const meta = {
  title: 'Players/PlayerTile',
  component: PlayerTile,
  args: { stream: videoAd, selectable: false, selected: false, onToggle: fn() },
  decorators: [
    (Story) => (
      <AreaRoot css={css}>
        <div style={{ maxInlineSize: 320 }}>
          <Story />
        </div>
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof PlayerTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A player whose card shows a frame of its video instead of the kind's icon. */
export const WithStill: Story = { args: { stream: { ...videoAd, thumbnail_url: STILL } } };

export const Playground: Story = {
  args: { stream: liveShow, selectable: true, selected: true },
  argTypes: {
    stream: { control: 'object', description: 'A `Stream` as the API answers it.' },
    selectable: { control: 'boolean', description: 'Batch mode: shows the checkbox.' },
    selected: { control: 'boolean' },
  },
  // The checkbox toggles `selected`, as the list's store would.
  render: function Render(args) {
    const [, updateArgs] = useArgs<typeof args>();
    return (
      <PlayerTile
        {...args}
        onToggle={() => {
          args.onToggle();
          updateArgs({ selected: !args.selected });
        }}
      />
    );
  },
};
