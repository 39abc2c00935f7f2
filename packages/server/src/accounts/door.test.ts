import { describeDoor } from '../test/door';

describeDoor('the account row has one door (issue 33 §3)', {
  table: 'accounts',
  object: 'accounts',
  door: ['accounts/repository.ts'],
  left: new Map([
    [
      'auth/tokens.ts',
      'every request: one prepared statement reads a session with its account (sessions joined to accounts)',
    ],
    [
      'site-tokens/store.ts',
      'every plugin request: a site token with its account, one statement (site_tokens joined to accounts)',
    ],
    [
      'staff/audit.ts',
      "the audit log page: each entry with its staff member's and account's e-mail, one join",
    ],
    [
      'streams/reads.ts',
      "the realtime hub's stream lookup: a stream with its account's plan columns in one statement",
    ],
  ]),
});
