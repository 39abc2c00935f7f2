import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Integrations } from './Integrations';

/**
 * The integrations area (plugin downloads, site tokens, embed codes, mobile app stream) against the real product API: the preview signs in as the demo user and passes
 * `apiBase` and `token` as args (`.storybook/preview.tsx`).
 */
const meta = {
  title: 'Integrations/Integrations',
  component: Integrations,
  parameters: { smuc: { api: true } },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof Integrations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en' },
  argTypes: {
    apiBase: { control: 'text', description: 'REST base; the preview fills in the local server.' },
    token: { control: 'text', description: 'Bearer token; the preview signs in as demo@smuc.test.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};
