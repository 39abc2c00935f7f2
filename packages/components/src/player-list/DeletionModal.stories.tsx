import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AreaRoot } from '../shell/AreaRoot';
import { DeletionModal } from './DeletionModal';
import css from './player-list.css?inline';

/** "Deletion in progress" of the players list batch delete; locked until every deletion ran. */
const meta = {
  title: 'Players/DeletionModal',
  component: DeletionModal,
  args: { progress: { total: 3, done: 1, failed: 0, finished: false }, onClose: fn() },
  decorators: [
    (Story) => (
      <AreaRoot css={css}>
        <Story />
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof DeletionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: 1 of 3 deleted, Close disabled, Escape and outside clicks ignored. */
export const Default: Story = {};

export const Playground: Story = {
  args: { progress: { total: 5, done: 2, failed: 0, finished: false } },
  argTypes: {
    progress: {
      control: 'object',
      description: '`{ total, done, failed, finished }`; null renders nothing.',
    },
  },
};

/** All 3 deleted: Close enabled. */
export const Finished: Story = {
  args: { progress: { total: 3, done: 3, failed: 0, finished: true } },
};

/** Finished with 2 of 5 failing: the failure count shows as an alert. */
export const FinishedWithFailures: Story = {
  args: { progress: { total: 5, done: 3, failed: 2, finished: true } },
};
