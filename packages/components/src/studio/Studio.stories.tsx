import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Studio } from './Studio';

/**
 * The studio of a live player from the demo account's recorded answers (request mock, `.storybook/handlers.ts`);
 * `apiBase` and `token` come from `.storybook/preview.tsx`. Player 1 of the demo data is a waiting
 * live broadcast, player 3 a paused one, player 4 a closed one. The browser asks for the camera
 * and microphone when the streamer studio opens.
 */
const meta = {
  title: 'Studio/Studio',
  component: Studio,
  parameters: { smuc: { api: true } },
  args: { streamId: 1 },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof Studio>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mode selector: streamer or moderator, then "Open Studio". */
export const ModeSelector: Story = {};

/** Streamer mode at once: preview, device pickers, publish mode, mic, camera, bitrate, Go Live. */
export const Streamer: Story = { args: { mode: 'streamer' } };

/** "Studio - Stream moderation mode": a muted playback instead of capture. */
export const Moderator: Story = { args: { mode: 'moderator' } };

/** A paused broadcast: End broadcast is enabled. */
export const Paused: Story = { args: { streamId: 3, mode: 'streamer' } };

/** A closed broadcast: End broadcast disabled, recordings listed. */
export const Closed: Story = { args: { streamId: 4, mode: 'streamer' } };

export const Playground: Story = {
  args: { lang: 'en', mode: 'streamer' },
  argTypes: {
    streamId: { control: 'number', description: 'A live player of the signed-in account.' },
    mode: {
      control: 'inline-radio',
      options: ['', 'streamer', 'moderator'],
      description: 'Opens the studio in this mode; empty shows the mode selector.',
    },
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};
