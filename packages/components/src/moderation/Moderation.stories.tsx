import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moderation } from './Moderation';

/**
 * The chat moderation area against the real product API and realtime hub: the preview signs in as the
 * demo user and passes `apiBase` and `token` as args (`.storybook/preview.tsx`). Set `streamId` to
 * one of the demo's live players and chat from its player page to see messages arrive.
 */
const meta = {
  title: 'Moderation/Moderation',
  component: Moderation,
  parameters: { smuc: { api: true } },
  args: { streamId: 1 },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof Moderation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en', streamId: 1 },
  argTypes: {
    streamId: { control: 'number', description: 'The player whose chat is moderated.' },
    apiBase: { control: 'text', description: 'REST base; the preview fills in the local server.' },
    token: { control: 'text', description: 'Bearer token; the preview signs in as demo@smuc.test.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};

export const RightToLeft: Story = { args: { lang: 'ar', streamId: 1 } };
