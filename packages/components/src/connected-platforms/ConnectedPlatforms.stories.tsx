import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectedPlatforms } from './ConnectedPlatforms';

/**
 * The connected platforms area against the product API: the preview signs in as the demo user
 * (on the allow-list) and passes `apiBase` and `token` as args (`.storybook/preview.tsx`).
 */
const meta = {
  title: 'Connected platforms/Connected platforms',
  component: ConnectedPlatforms,
  parameters: { smuc: { api: true } },
  argTypes: { container: { table: { disable: true } } },
} satisfies Meta<typeof ConnectedPlatforms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en' },
  argTypes: {
    apiBase: { control: 'text', description: 'REST base; the preview fills in the local server.' },
    token: { control: 'text', description: 'Bearer token; the preview signs in as demo@smuc.test.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
    redirectUri: { control: 'text', description: "Google's return address; default this page." },
  },
};
