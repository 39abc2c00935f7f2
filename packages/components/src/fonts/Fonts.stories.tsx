import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fonts } from './Fonts';

/**
 * The custom fonts area from the demo account's recorded answers (request mock, `.storybook/handlers.ts`): the preview passes
 * `apiBase` and `token` as args (`.storybook/preview.tsx`).
 */
const meta = {
  title: 'Fonts/Fonts',
  component: Fonts,
  parameters: { smuc: { api: true } },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof Fonts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en' },
  argTypes: {
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};
