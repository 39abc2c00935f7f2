import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { stateStories } from '../../../../.storybook/states';
import { Reports } from './Reports';

/**
 * The reports area from the demo account's recorded answers (request mock, `.storybook/handlers.ts`): the preview passes
 * `apiBase` and `token` as args (`.storybook/preview.tsx`).
 */
const meta = {
  title: 'Reports/Reports',
  component: Reports,
  parameters: { smuc: { api: true } },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof Reports>;

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

/** German: the date fields write day, month, year ("28.11.2026") whatever the browser's language. */
export const German: Story = { args: { lang: 'de' } };

/** The area's states from the request mock (`.storybook/states.ts`). */
const states = stateStories('report/my-streams', []);

/** Nothing recorded yet: the empty state. */
export const Empty: Story = states.Empty;

/** Every call pending: the loading state. */
export const Loading: Story = states.Loading;

/** The server answers 500: the error state. */
export const ServerError: Story = states.ServerError;

/** Arabic: the area mirrors. */
export const RightToLeft: Story = states.RightToLeft;
