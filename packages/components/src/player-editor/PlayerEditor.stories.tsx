import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayerEditor } from './PlayerEditor';

/** The player editor against the real product API; stream 1 is the demo user's first player. */
const meta = {
  title: 'Players/PlayerEditor',
  component: PlayerEditor,
  parameters: { smuc: { api: true } },
  args: { streamId: 1 },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof PlayerEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en' },
  argTypes: {
    streamId: { control: { type: 'number', min: 1, step: 1 }, description: 'The player to load.' },
    apiBase: { control: 'text', description: 'REST base; the preview fills in the local server.' },
    token: { control: 'text', description: 'Bearer token; the preview signs in as demo@smuc.test.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};
