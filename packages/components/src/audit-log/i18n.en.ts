/** English texts of the staff audit log (issue 33 §1). */
export const auditLogEn = {
  title: 'Audit log',
  intro:
    'What staff did in accounts: masquerades, writes refused to a masquerade and limit changes. Newest first.',
  columns: {
    when: 'When',
    action: 'Action',
    staff: 'Staff',
    account: 'Account',
    address: 'Address',
    detail: 'Detail',
  },
  actions: {
    'masquerade.start': 'Masquerade started',
    'masquerade.stop': 'Masquerade ended',
    'write.refused': 'Write refused',
    'limitations.set': 'Limits changed',
    'sign-in.unlock': 'Sign-in unlocked',
  },
  deleted: 'Deleted account',
  empty: 'Nothing recorded yet.',
  staffOnly: 'Only staff can see the audit log.',
  total: 'Entries: {{count}}',
};
