import type { Meta, StoryObj } from '@storybook/react-vite';
import { MASQUERADED, stateStories } from '../../../../.storybook/states';
import { Payments } from './Payments';

/**
 * `<smuc-payments>` as the element draws it from the demo account's recorded answers (request mock,
 * `.storybook/handlers.ts`), in each of its states; `apiBase` and `token` come from
 * `.storybook/preview.tsx`.
 */
const meta = {
  title: 'Payments/Element',
  component: Payments,
  parameters: { smuc: { api: true } },
  argTypes: { container: { table: { disable: true } } },
} satisfies Meta<typeof Payments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account's connected card payment providers. */
export const Default: Story = {};

/** The area's states from the request mock (`.storybook/states.ts`). */
const states = stateStories('payment/get-connected-payments', []);

/** No provider connected yet: the empty list and "Add payment method". */
export const Empty: Story = states.Empty;

/** Every call pending: the loading state. */
export const Loading: Story = states.Loading;

/** The server answers 500: the error state. */
export const ServerError: Story = states.ServerError;

/** Arabic: the area mirrors. */
export const RightToLeft: Story = states.RightToLeft;

/** A staff member's "log in as" session: the list only, no add or remove (000 §6). */
export const Masqueraded: Story = MASQUERADED;
