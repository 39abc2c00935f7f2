import { ChevronDown, CircleUser, LogOut } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountMenuRoutes } from '../routes';

const LOGOUT = 'logout';

/**
 * The header's account menu (000 §2): the account's name opens Profile, Fonts, Products and
 * Subscribers (those whose route is built) and Log out, or "Take off the mask (logout)" for a
 * masqueraded session (000 §6). A React Aria menu button: Enter, Space or the arrow keys open it,
 * the arrows move between items, Escape closes it and gives focus back to the name.
 */
export function AccountMenu({
  name,
  email,
  masqueraded,
  onLogout,
}: {
  /** First and last name; the e-mail address when neither is set. */
  name: string;
  email: string;
  masqueraded: boolean;
  /** Log out (asks to confirm) or, masqueraded, take the mask off. */
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = accountMenuRoutes();
  const label = name.trim() || email;
  return (
    <MenuTrigger>
      <Button className="account-button" aria-label={label}>
        <CircleUser size={20} aria-hidden />
        <span className="account-name" title={email}>
          {label}
        </span>
        <ChevronDown size={16} aria-hidden />
      </Button>
      <Popover className="account-popover smuc-tokens" placement="bottom end">
        <Menu
          className="account-menu"
          onAction={(key) => (key === LOGOUT ? onLogout() : navigate(String(key)))}
        >
          {pages.map((page) => (
            <MenuItem key={page.path} id={page.path} className="account-menu-item">
              {t(page.labelKey ?? '')}
            </MenuItem>
          ))}
          {pages.length > 0 && <Separator className="account-menu-separator" />}
          <MenuItem id={LOGOUT} className="account-menu-item">
            <LogOut size={16} aria-hidden /> {masqueraded ? t('masquerade.takeOff') : t('header.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
