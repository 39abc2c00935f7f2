import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayerList } from './PlayerList';

/** The players list against the real product API (the preview signs in as the demo user). */
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
    apiBase: { control: 'text', description: 'REST base; the preview fills in the local server.' },
    token: { control: 'text', description: 'Bearer token; the preview signs in as demo@smuc.test.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
    persistFilters: { control: 'boolean', description: 'Keep filters in localStorage between visits.' },
    hideCreate: { control: 'boolean', description: 'Hide "New player" when the host has its own.' },
  },
};
