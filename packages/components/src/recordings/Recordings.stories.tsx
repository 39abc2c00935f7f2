import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { stateStories } from '../../../../.storybook/states';
import { Recordings } from './Recordings';

/**
 * The recordings modal from the demo account's recorded answers (request mock, `.storybook/handlers.ts`): the preview passes `apiBase` and `token` as args (`.storybook/preview.tsx`). Set `streamId` to a live player
 * that has broadcast recordings (go live in the Studio and stop, or publish over RTMP).
 */
const meta = {
  title: 'Recordings/Recordings',
  component: Recordings,
  parameters: { smuc: { api: true } },
  args: { streamId: 1, open: true },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof Recordings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = { args: { open: false } };

/** The editor's preview of the 3 latest recordings (shown only in windows taller than 940 px). */
export const Preview: Story = { args: { open: false, preview: true } };

export const Playground: Story = {
  args: { lang: 'en', streamId: 1, open: true },
  argTypes: {
    streamId: { control: 'number', description: 'The player whose recordings are shown.' },
    open: { control: 'boolean', description: 'Opens the modal.' },
    preview: { control: 'boolean', description: 'Shows the editor preview instead of the button.' },
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};

export const RightToLeft: Story = { args: { lang: 'ar', streamId: 1, open: true } };

/** The area's states from the request mock (`.storybook/states.ts`). */
const states = stateStories('stream/1/recordings', []);

/** Nothing recorded yet: the empty state. */
export const Empty: Story = states.Empty;

/** Every call pending: the loading state. */
export const Loading: Story = states.Loading;

/** The server answers 500: the error state. */
export const ServerError: Story = states.ServerError;
