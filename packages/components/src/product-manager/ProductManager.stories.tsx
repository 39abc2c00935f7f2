import { LANGUAGES } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { stateStories } from '../../../../.storybook/states';
import { ProductManager } from './ProductManager';

/**
 * The product manager of a player from the demo account's recorded answers (request mock, `.storybook/handlers.ts`) (the demo user's first player
 * carries seeded products); `apiBase` and `token` come from `.storybook/preview.tsx`.
 */
const meta = {
  title: 'ProductManager/ProductManager',
  component: ProductManager,
  parameters: { smuc: { api: true } },
  args: { streamId: 1 },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof ProductManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { lang: 'en', open: true },
  argTypes: {
    streamId: {
      control: 'number',
      description: 'A saved player of the signed-in account; empty shows the save hint.',
    },
    open: { control: 'boolean', description: 'Opens "Product management for this player" right away.' },
    apiBase: {
      control: 'text',
      description: 'REST base; the preview fills in the request mock (no server).',
    },
    token: { control: 'text', description: 'Bearer token; the request mock does not check it.' },
    lang: { control: 'inline-radio', options: LANGUAGES },
  },
};

/** Not saved yet: the hint "You won't be able to add products unless you press the save button". */
export const UnsavedPlayer: Story = { args: { streamId: 0 } };

/** The area's states from the request mock (`.storybook/states.ts`). */
const states = stateStories();

/** Every call pending: the loading state. */
export const Loading: Story = states.Loading;

/** The server answers 500: the error state. */
export const ServerError: Story = states.ServerError;

/** Arabic: the area mirrors. */
export const RightToLeft: Story = states.RightToLeft;
