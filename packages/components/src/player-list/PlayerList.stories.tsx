import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayerList } from './PlayerList';

/** The players list from the demo account's recorded answers (request mock, `.storybook/handlers.ts`). */
const meta = {
  title: 'Players/PlayerList',
  component: PlayerList,
  parameters: { smuc: { api: true } },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof PlayerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en', persistFilters: false, hideCreate: false },
  argTypes: {
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
    persistFilters: { control: 'boolean', description: 'Keep filters in localStorage between visits.' },
    hideCreate: { control: 'boolean', description: 'Hide "New player" when the host has its own.' },
  },
};
