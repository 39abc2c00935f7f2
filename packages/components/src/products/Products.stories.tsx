import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MASQUERADED, stateStories } from '../../../../.storybook/states';
import { Products } from './Products';

/**
 * The products page from the demo account's recorded answers (request mock, `.storybook/handlers.ts`): the preview passes `apiBase` and `token` as args (`.storybook/preview.tsx`).
 */
const meta = {
  title: 'Products/Products',
  component: Products,
  parameters: { smuc: { api: true } },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof Products>;

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

/** The area's states from the request mock (`.storybook/states.ts`). */
const states = stateStories('products', []);

/** Nothing recorded yet: the empty state. */
export const Empty: Story = states.Empty;

/** Every call pending: the loading state. */
export const Loading: Story = states.Loading;

/** The server answers 500: the error state. */
export const ServerError: Story = states.ServerError;

/** Arabic: the area mirrors. */
export const RightToLeft: Story = states.RightToLeft;

/** A staff member's "log in as" session: deleting a product is refused, so Delete is not offered (000 §6). */
export const Masqueraded: Story = MASQUERADED;
