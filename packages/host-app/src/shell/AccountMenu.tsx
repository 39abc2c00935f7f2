import { LANGUAGES, type Language } from '@smuc/sdk';
import { Check, ChevronDown, CircleUser, LogOut } from 'lucide-react';
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
import { accountMenuRoutes } from '../routes';

const LOGOUT = 'logout';

/** Each language named in itself (000 §9), so a reader finds theirs whatever the page speaks. */
const ENDONYMS: Record<Language, string> = { en: 'English', hu: 'Magyar', de: 'Deutsch', ar: 'العربية' };

/**
 * The header's account menu (000 §2): the account's name opens Profile, Fonts, Products and
 * Subscribers (those whose route is built), the dashboard's language (en, hu, de, ar, each named in
 * itself; 000 §9; not offered to a masqueraded session, which may not change the account) and Log
 * out, or "Take off the mask (logout)" for a masqueraded session (000 §6). A React Aria menu button:
 * Enter, Space or the arrow keys open it, the arrows move between items, Escape closes it and gives
 * focus back to the name.
 */
export function AccountMenu({
  name,
  email,
  masqueraded,
  language,
  onLanguage,
  onLogout,
}: {
  /** First and last name; the e-mail address when neither is set. */
  name: string;
  email: string;
  masqueraded: boolean;
  /** The account's language. */
  language: Language;
  /** A language was chosen. */
  onLanguage: (language: Language) => void;
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
