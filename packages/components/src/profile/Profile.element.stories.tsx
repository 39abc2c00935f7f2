import type { Meta, StoryObj } from '@storybook/react-vite';
import { MASQUERADED, stateStories } from '../../../../.storybook/states';
import { Profile } from './Profile';

/**
 * `<smuc-profile>` as the element draws it from the demo account's recorded answers (request mock,
 * `.storybook/handlers.ts`), in each of its states; `apiBase` and `token` come from
 * `.storybook/preview.tsx`.
 */
const meta = {
  title: 'Profile/Account details/Element',
  component: Profile,
  parameters: { smuc: { api: true } },
  argTypes: { container: { table: { disable: true } } },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account's account details. */
export const Default: Story = {};

/** The area's states from the request mock (`.storybook/states.ts`). */
const states = stateStories();

/** Every call pending: the loading state. */
export const Loading: Story = states.Loading;

/** The server answers 500: the error state. */
export const ServerError: Story = states.ServerError;

/** Arabic: the area mirrors. */
export const RightToLeft: Story = states.RightToLeft;

/** A staff member's "log in as" session: saving is disabled and the change-password form is not shown (000 §6). */
export const Masqueraded: Story = MASQUERADED;
