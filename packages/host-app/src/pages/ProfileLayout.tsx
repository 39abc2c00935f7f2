import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { profileMenuRoutes } from '../routes';
import { useSession } from '../session/SessionContext';
import { useShellOutlet } from '../shell/shell-outlet';

/**
 * /profile and its children (000 §2 Profile): a side menu of the profile pages (Profile, Orders,
 * Subscription, Payment methods (not for impression-based accounts), Fonts) and a Log out entry that opens the shell's logout confirm, or "Take off the mask
 * (logout)" for a masqueraded session; the child page beside it. The outlet context passes through.
 */
export function ProfileLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const shell = useShellOutlet();
  return (
    <div className="profile-layout">
      <nav className="profile-menu" aria-label={t('profileMenu.label')}>
        <ul>
          {profileMenuRoutes(user).map((r) => (
            <li key={r.path}>
              <NavLink to={r.path} end>
                {t(r.labelKey ?? '')}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="profile-menu-logout" onClick={shell.requestLogout}>
              <LogOut size={16} aria-hidden />{' '}
              {user.masqueraded ? t('masquerade.takeOff') : t('header.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="profile-content">
        <Outlet context={shell} />
      </div>
    </div>
  );
}
