import { auditLogPageSchema } from '@smuc/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer } from '../../../../.storybook/handlers';
import { stateStories } from '../../../../.storybook/states';
import { AuditLog } from './AuditLog';

/** A page of the audit log as staff see it (the demo account's answers hold none: staff only). */
const PAGE = auditLogPageSchema.parse({
  items: [
    {
      id: 3,
      action: 'masquerade.stop',
      staff_email: 'staff@smuc.test',
      account_email: 'demo@smuc.test',
      address: '203.0.113.7',
      detail: null,
      created_at: '2026-11-27T14:05:00.000Z',
    },
    {
      id: 2,
      action: 'write.refused',
      staff_email: 'staff@smuc.test',
      account_email: 'demo@smuc.test',
      address: '203.0.113.7',
      detail: 'PUT /smucrestapi/v2/stream/:id',
      created_at: '2026-11-27T14:03:00.000Z',
    },
    {
      id: 1,
      action: 'limitations.set',
      staff_email: 'staff@smuc.test',
      account_email: null,
      address: '203.0.113.7',
      detail: '{"overrides":{"max_streams":20},"allow_live":true}',
      created_at: '2026-11-27T13:58:00.000Z',
    },
  ],
  total: 3,
  page: 1,
  per_page: 50,
});
const withPage = { msw: [answer('staff/audit-log', PAGE)] };

/**
 * The staff audit log with a page answered by the request mock (`.storybook/handlers.ts`): the
 * preview passes `apiBase` and `token` as args (`.storybook/preview.tsx`).
 */
const meta = {
  title: 'Staff/AuditLog',
  component: AuditLog,
  parameters: { smuc: { api: true }, ...withPage },
  argTypes: {
    container: { table: { disable: true } },
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const states = stateStories();

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { msw: [answer('staff/audit-log', { ...PAGE, items: [], total: 0 })] },
};
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
/** Arabic: the table mirrors, e-mails, addresses and details stay left to right. */
export const RightToLeft: Story = states.RightToLeft;
