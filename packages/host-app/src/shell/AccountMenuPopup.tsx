import { LANGUAGES, type Language } from '@smuc/sdk';
import { Check, ChevronDown, CircleUser, LogOut, Users } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountMenuRoutes, staffMenuRoutes } from '../routes';
import type { AccountMenuProps, MenuOpening } from './AccountMenu';

const LOGOUT = 'logout';
/** The users admin page, where staff masquerade as an account (000 §4). */
const STAFF_ACCOUNTS = '/staff/accounts';

/** Each language named in itself (000 §9), so a reader finds theirs whatever the page speaks. */
const ENDONYMS: Record<Language, string> = { en: 'English', hu: 'Magyar', de: 'Deutsch', ar: 'العربية' };

/**
 * The header's account menu (000 §2) as a React Aria menu button, loaded by `AccountMenu` when the
 * name is first pointed at, focused or pressed: the account's name opens Profile, Fonts, Products and
 * Subscribers (those whose route is built), the dashboard's language (en, hu, de, ar, each named in
 * itself; 000 §9; not offered to a masqueraded session, which may not change the account) and Log
 * out, or "Take off the mask (logout)" for a masqueraded session (000 §6). Enter, Space or the arrow
 * keys open it, the arrows move between items, Escape closes it and gives focus back to the name.
 * `opening`: the menu opens as it mounts (the name was pressed before this module was there), with
 * focus where a press of the same kind puts it; `focused`: the name had focus and keeps it.
 */
export function AccountMenuPopup({
  name,
  email,
  masqueraded,
  staff,
  language,
  onLanguage,
  onLogout,
  opening,
  focused,
}: AccountMenuProps & { opening: MenuOpening | null; focused: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = accountMenuRoutes();
  const label = name.trim() || email;
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Where focus goes in a menu opened as it mounts; React Aria's own opening sets it otherwise.
  const [autoFocus, setAutoFocus] = useState<'first' | 'last' | true | null>(null);
  // A key press opened the menu before this module was there: React Aria saw no key, so it takes the
  // opening for a screen reader's ("virtual") and moves focus to the first or last item only after
  // the popover's transition, and drops that move when focus moved meanwhile. The menu itself takes
  // focus in that time, and about one opening in five stayed there, with the item only marked as
  // focused. Once the menu has focus, the item the key asked for takes it, as a key on React Aria's
  // own button would have done.
  const keyOpening = useRef<'first' | 'last' | null>(null);
  const menuRef = useCallback((menu: HTMLDivElement | null) => {
    const wanted = keyOpening.current;
    if (!menu || !wanted) return;
    keyOpening.current = null;
    const onFocus = (event: FocusEvent) => {
      if (event.target !== menu) return;
      menu.removeEventListener('focusin', onFocus);
      requestAnimationFrame(() => {
        if (document.activeElement !== menu) return;
        const items = menu.querySelectorAll<HTMLElement>('[role^="menuitem"]');
        items[wanted === 'first' ? 0 : items.length - 1]?.focus();
      });
    };
    menu.addEventListener('focusin', onFocus);
  }, []);
  // The name this replaces had focus or was pressed: focus the name first, so that closing the menu
  // gives focus back to it, then open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the menu replaces the plain name
  useLayoutEffect(() => {
    if (focused || opening) trigger.current?.focus();
    if (opening) {
      if (opening !== 'pointer') keyOpening.current = opening;
      setAutoFocus(opening === 'pointer' ? true : opening);
      setOpen(true);
    }
  }, []);
  return (
    <MenuTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        setAutoFocus(null);
      }}
    >
      <Button ref={trigger} className="account-button" aria-label={label}>
        <CircleUser size={20} aria-hidden />
        <span className="account-name" title={email}>
          {label}
        </span>
        <ChevronDown size={16} aria-hidden />
      </Button>
      <Popover className="account-popover smuc-tokens" placement="bottom end">
        <Menu
          ref={menuRef}
          className="account-menu"
          {...(autoFocus ? { autoFocus } : {})}
          onAction={(key) => {
            // Languages are chosen through their section's selection, not as actions.
            if ((LANGUAGES as readonly string[]).includes(String(key))) return;
            if (key === LOGOUT) onLogout();
            else navigate(String(key));
          }}
        >
          {pages.map((page) => (
            <MenuItem key={page.path} id={page.path} className="account-menu-item">
              {t(page.labelKey ?? '')}
            </MenuItem>
          ))}
          {/* Staff find masquerading here: nothing else links to the users admin page. */}
          {staff && !masqueraded && (
            <MenuItem id={STAFF_ACCOUNTS} className="account-menu-item staff-accounts">
              <Users size={16} aria-hidden /> {t('staff.menu')}
            </MenuItem>
          )}
          {staff &&
            !masqueraded &&
            staffMenuRoutes().map((page) => (
              <MenuItem key={page.path} id={page.path} className="account-menu-item">
                {t(page.labelKey ?? '')}
              </MenuItem>
            ))}
          {pages.length > 0 && <Separator className="account-menu-separator" />}
          {!masqueraded && (
            <MenuSection
              className="account-menu-section"
              aria-label={t('header.language')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[language]}
              onSelectionChange={(keys) => {
                const [next] = [...(keys as Set<Language>)];
                if (next && next !== language) onLanguage(next);
              }}
            >
              <Header className="account-menu-header">{t('header.language')}</Header>
              {LANGUAGES.map((code) => (
                <MenuItem
                  key={code}
                  id={code}
                  className="account-menu-item"
                  lang={code}
                  textValue={ENDONYMS[code]}
                >
                  {({ isSelected }) => (
                    <>
                      <span dir={code === 'ar' ? 'rtl' : 'ltr'}>{ENDONYMS[code]}</span>
                      {isSelected && <Check size={16} aria-hidden className="menu-check" />}
                    </>
                  )}
                </MenuItem>
              ))}
            </MenuSection>
          )}
          {!masqueraded && <Separator className="account-menu-separator" />}
          <MenuItem id={LOGOUT} className="account-menu-item">
            <LogOut size={16} aria-hidden /> {masqueraded ? t('masquerade.takeOff') : t('header.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
