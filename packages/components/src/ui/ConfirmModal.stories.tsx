import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AreaRoot } from '../shell/AreaRoot';
import { ConfirmModal } from './ConfirmModal';

/** A yes-or-cancel question (the players list's batch delete, the Facebook reminder). */
const meta = {
  title: 'UI/ConfirmModal',
  component: ConfirmModal,
  args: {
    title: 'Delete 3 players?',
    isOpen: true,
    onClose: fn(),
    onConfirm: fn(),
    confirmText: 'Delete',
    confirmClassName: 'btn btn-danger',
    role: 'alertdialog',
    children: <p>The selected players and their statistics are deleted.</p>,
  },
  decorators: [
    (Story) => (
      <AreaRoot css="">
        <Story />
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A destructive question: the confirm button is the danger one. */
export const Destructive: Story = {};

/** A plain question that continues to another step. */
export const Continue: Story = {
  args: {
    title: 'Before you continue',
    confirmText: 'Continue',
    confirmClassName: 'btn btn-primary',
    role: 'dialog',
    children: <p>Choose every page you want to stream to on the next screen.</p>,
  },
};
