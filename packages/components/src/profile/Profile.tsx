import type { PasswordChange, User, UserUpdate } from '@smuc/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AreaProps, AreaRoot } from '../shell/AreaRoot';
import { useArea } from '../shell/area-context';
import { useAsync } from '../shell/useAsync';
import { Skeleton, WidgetError } from '../ui/WidgetState';
import { AccountDetails } from './AccountDetails';
import { AccountForm } from './AccountForm';
import { PasswordForm } from './PasswordForm';
import css from './profile.css?inline';
import './texts';

/**
 * The account details page as it is drawn for a user: plan facts, the account form and, unless the
 * session is masqueraded, the change-password form. The saves are passed in so stories and hosts
 * can render it without a server.
 */
export function ProfileView({
  user,
  now,
  onSave,
  onChangePassword,
}: {
  user: User;
  /** The moment the billing period bar is drawn for (ms since the epoch). */
  now: number;
  onSave: (input: UserUpdate) => Promise<User>;
  onChangePassword: (input: PasswordChange) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <div className="profile-page">
      <h1>{t('profile.title')}</h1>
      <AccountDetails user={user} now={now} />
      <AccountForm user={user} masqueraded={user.masqueraded} onSave={onSave} />
      {!user.masqueraded && <PasswordForm onSave={onChangePassword} />}
    </div>
  );
}

function ProfileBody() {
  const { client, emit } = useArea();
  const [now] = useState(() => Date.now());
  const me = useAsync((signal) => client.user.me(signal), [client]);
  if (me.status === 'error') return <WidgetError onRetry={me.reload} />;
  if (!me.data) return <Skeleton height={480} />;
  return (
    <ProfileView
      user={me.data}
      now={now}
      onSave={async (input) => {
        const user = await client.user.update(input);
        // The host shows the name in its header: it re-reads the account.
        emit('smuc-user-change', { user });
        return user;
      }}
      onChangePassword={(input) => client.user.changePassword(input)}
    />
  );
}

/**
 * The profile's Account Details (000 §2 Profile, §5): plan name, renewal date and billing period
 * bar (with the monthly fee and CPM prices in EUR for impression-based accounts), the account form
 * (`PUT /user/me`) and the change-password form (`PUT /user/change-password`, hidden when the
 * session is masqueraded). Raises `smuc-user-change` `{ user }` after a save. Element:
 * `<smuc-profile api-base token lang>`.
 */
export function Profile(props: AreaProps) {
  return (
    <AreaRoot {...props} css={css}>
      <ProfileBody />
    </AreaRoot>
  );
}
