import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MASQUERADED, stateStories } from '../../../../.storybook/states';
import { PlayerEditor } from './PlayerEditor';

/** The player editor from the demo account's recorded answers (request mock, `.storybook/handlers.ts`); stream 1 is the demo user's first player (a live stream). */
const meta = {
  title: 'PlayerEditor/PlayerEditor',
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
  args: { lang: 'en', debug: true, pricingUrl: '/profile/subscription' },
  argTypes: {
    streamId: { control: { type: 'number', min: 1, step: 1 }, description: 'The player to load.' },
    debug: { control: 'boolean', description: 'Shows the debugger table of unsaved changes.' },
    pricingUrl: { control: 'text', description: 'Where the upgrade-my-plan modal links.' },
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};

/** The area's states from the request mock (`.storybook/states.ts`). */
const states = stateStories();

/** Every call pending: the loading state. */
export const Loading: Story = states.Loading;

/** The server answers 500: the error state. */
export const ServerError: Story = states.ServerError;

/** Arabic: the area mirrors. */
export const RightToLeft: Story = states.RightToLeft;

/** A staff member's "log in as" session: changes are refused, so their controls are not offered (000 §6). */
export const Masqueraded: Story = MASQUERADED;
