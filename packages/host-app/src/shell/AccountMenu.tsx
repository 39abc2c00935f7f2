import type { Language } from '@smuc/sdk';
import { ChevronDown, CircleUser } from 'lucide-react';
import { type ComponentType, useRef, useState } from 'react';
import type { AccountMenuPopup } from './AccountMenuPopup';

/** What the account menu shows and does (the header's name, 000 §2). */
export interface AccountMenuProps {
  /** First and last name; the e-mail address when neither is set. */
  name: string;
  email: string;
  masqueraded: boolean;
  /** A staff member signed in as themselves: the menu offers the users admin page (000 §4). */
  staff: boolean;
  /** The account's language. */
  language: Language;
  /** A language was chosen. */
  onLanguage: (language: Language) => void;
  /** Log out (asks to confirm) or, masqueraded, take the mask off. */
  onLogout: () => void;
}

/**
 * How the name was pressed before the menu's module was there, and so where focus goes once it
 * opens, as React Aria puts it: the first item (Enter, Space, ArrowDown), the last (ArrowUp), or
 * the menu itself (a pointer).
 */
export type MenuOpening = 'first' | 'last' | 'pointer';

type Popup = ComponentType<Parameters<typeof AccountMenuPopup>[0]>;

/** The menu's module (React Aria's menu, popover and collection), fetched once. */
let popupLoading: Promise<Popup> | undefined;
const loadPopup = () => {
  popupLoading ??= import('./AccountMenuPopup').then(
    (m) => m.AccountMenuPopup,
    (error: unknown) => {
      popupLoading = undefined;
      throw error;
    },
  );
  return popupLoading;
};

/**
 * The header's account menu (000 §2; the menu itself is `AccountMenuPopup`). Until the name is first
 * pointed at, focused or pressed it is a plain button of the same look, name and menu-button
 * semantics, so React Aria stays out of what the dashboard loads before it paints (issue 18). Those
 * first touches fetch the menu's module; the first press swaps it in and opens the menu as soon as
 * it is there, with focus where React Aria's own press would put it.
 */
export function AccountMenu(props: AccountMenuProps) {
  const [popup, setPopup] = useState<{ Menu: Popup; focused: boolean } | null>(null);
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Pointing at or focusing the name only fetches the module: swapping the button for React Aria's
  // there and then could land between a press's pointerdown and its click, and the press was lost.
  const preload = () => {
    loadPopup().catch(() => undefined);
  };
  // A press swaps in the menu once its module is there, opened as the press asked.
  const open = (how: MenuOpening) => {
    setOpening(how);
    loadPopup().then(
      (Menu) => setPopup({ Menu, focused: button.current === document.activeElement }),
      (error: unknown) => console.error('The account menu could not be loaded', error),
    );
  };

  if (popup) return <popup.Menu {...props} opening={opening} focused={popup.focused} />;
  const label = props.name.trim() || props.email;
  return (
    <button
      ref={button}
      type="button"
      className="account-button"
      aria-label={label}
      aria-haspopup="true"
      aria-expanded="false"
      onPointerEnter={preload}
      onFocus={preload}
      // A click from the keyboard (Enter, Space) has no pointer details.
      onClick={(event) => open(event.detail === 0 ? 'first' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    >
      <CircleUser size={20} aria-hidden />
      <span className="account-name" title={props.email}>
        {label}
      </span>
      <ChevronDown size={16} aria-hidden />
    </button>
  );
}
