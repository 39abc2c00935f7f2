import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreatePlayer } from './CreatePlayer';

/**
 * The type selector on its own, from the demo account's recorded answers (request mock, `.storybook/handlers.ts`). Choosing a type creates a real player
 * for the demo user; `smuc-open-player` and `smuc-close` show in the Actions panel.
 */
const meta = {
  title: 'Players/CreatePlayer',
  component: CreatePlayer,
  parameters: { smuc: { api: true } },
  args: { open: true },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof CreatePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en' },
  argTypes: {
    open: { control: 'boolean' },
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};
