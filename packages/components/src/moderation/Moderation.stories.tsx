import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moderation } from './Moderation';

/**
 * The chat moderation area from the demo account's recorded answers (request mock,
 * `.storybook/handlers.ts`); the preview passes `apiBase` and `token` as args (`.storybook/preview.tsx`).
 * The realtime hub is not mocked: point `apiBase` at a running product to see messages arrive.
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
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};

export const RightToLeft: Story = { args: { lang: 'ar', streamId: 1 } };
