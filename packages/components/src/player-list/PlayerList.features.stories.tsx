import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EMPTY_STREAM_PAGE } from '../../../../.storybook/fixtures';
import { answer, failing, loading } from '../../../../.storybook/handlers';
import { PlayerList } from './PlayerList';

/** Features of the players list; filters are not persisted here so every story starts clean. */
const meta = {
  title: 'Players/PlayerList/Features',
  component: PlayerList,
  parameters: { smuc: { api: true } },
  args: { persistFilters: false },
  argTypes: { container: { table: { disable: true } } },
} satisfies Meta<typeof PlayerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arabic: the layout, the back arrow and the pagination chevrons mirror. */
export const RightToLeft: Story = {
  args: { lang: 'ar' },
};

/** Under 768 px the filters and tiles stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smucMobile', isRotated: false } },
};

/** For hosts with their own "New player" button (`hide-create`). */
export const HideCreate: Story = {
  args: { hideCreate: true },
};

/** Batch mode opened: the option select, Apply, Select all / Deselect all and a checkbox per tile. */
export const BatchMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Batch actions' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Filters kept in localStorage between visits (the default for the element). */
export const PersistedFilters: Story = {
  args: { persistFilters: true },
};

/** No server answers (browsers refuse port 9 outright): the list shows its error state with a retry. */
export const ServerUnreachable: Story = {
  args: { apiBase: 'http://127.0.0.1:9/smucrestapi/v2' },
};

/** An account without players yet: the list's empty state. */
export const Empty: Story = {
  parameters: { msw: [answer('my-streams', EMPTY_STREAM_PAGE)] },
};

/** The first page still loading: the skeleton tiles. */
export const Loading: Story = {
  parameters: { msw: [loading('my-streams')] },
};

/** The server answers 500: the error state with a retry. */
export const ServerError: Story = {
  parameters: { msw: [failing()] },
};
