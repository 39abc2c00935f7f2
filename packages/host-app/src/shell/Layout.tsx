import { clearDashboardCache, clearPlayerFilters, HOST_COMMAND_EVENT } from '@smuc/components/host';
import {
  ChartColumn,
  CircleUser,
  ClipboardList,
  Copy,
  CreditCard,
  GraduationCap,
  LayoutDashboard,
  Menu,
  Plus,
  Share2,
  Trash2,
  X,
} from 'lucide-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api';
import { keepsPlayerFilters, menuRoutes } from '../routes';
import { useSession } from '../session/SessionContext';
import { AccountMenu } from './AccountMenu';
import { OnDemand } from './OnDemand';
import { recordPath } from './previous-path';
import { SmucElement } from './SmucElement';
import type { ShellOutlet } from './shell-outlet';

// The shell's dialogs, each loaded when first opened (see `OnDemand`).
const LogoutConfirm = lazy(() => import('./LogoutConfirm').then((m) => ({ default: m.LogoutConfirm })));
const MaskOffChoice = lazy(() => import('./MaskOffChoice').then((m) => ({ default: m.MaskOffChoice })));
const MasqueradeNotice = lazy(() =>
  import('./MasqueradeNotice').then((m) => ({ default: m.MasqueradeNotice })),
);

const ICONS: Record<string, typeof LayoutDashboard> = {
  '/dashboard': LayoutDashboard,
  '/forms': ClipboardList,
  '/report': ChartColumn,
  '/connected-platforms': Share2,
  '/payments': CreditCard,
  '/learning-center': GraduationCap,
  '/profile': CircleUser,
};

/**
 * The signed-in shell (000 §2): left menu (a drawer under 768 px, closed on every navigation),
 * header with the create-new button (not on the editor route; "New player" not for masqueraded
 * users) and the account menu. It listens once for the `smuc-*` events every area raises.
 */
export function Layout() {
  const { t } = useTranslation();
  const { user, expire, logout, refresh } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [maskOff, setMaskOff] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const onEditor = location.pathname.startsWith('/stream/');
  // On mobile the header carries the editor's Duplicate and Delete (000 §2); the editor element acts.
  const onSavedEditor = /^\/stream\/\d+$/.test(location.pathname);
  const editorCommand = (command: 'duplicate' | 'delete') =>
    document
      .querySelector('smuc-player-editor')
      ?.dispatchEvent(new CustomEvent(HOST_COMMAND_EVENT, { detail: { command } }));

  // 000 §2: the mobile menu hides on each navigation; list filters clear outside the list and editor.
  useEffect(() => {
    setMenuOpen(false);
    recordPath(location.pathname);
    if (!keepsPlayerFilters(location.pathname)) clearPlayerFilters();
    const message = (location.state as { flash?: string } | null)?.flash;
    setFlash(message ?? null);
  }, [location]);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const handlers: Record<string, (e: Event) => void> = {
      'smuc-open-player': (e) => {
        e.preventDefault();
        setCreating(false);
        navigate(`/stream/${(e as CustomEvent<{ id: number }>).detail.id}`);
      },
      'smuc-navigate': (e) => {
        e.preventDefault();
        const { path, message } = (e as CustomEvent<{ path: string; message?: string }>).detail;
        navigate(path, message ? { state: { flash: message } } : undefined);
      },
      'smuc-close': () => setCreating(false),
      'smuc-session-expired': () => {
        clearDashboardCache();
        expire();
      },
      'smuc-logged-out': () => void logout(),
      // The profile saved the account's details: the header's name follows.
      'smuc-user-change': () => void refresh(),
    };
    for (const [name, handler] of Object.entries(handlers)) el.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) el.removeEventListener(name, handler);
    };
  }, [navigate, expire, logout, refresh]);

  const menu = menuRoutes(user.limitations, user.staff && !user.masqueraded);
  // 000 §6: staff viewing an account take the mask off instead of logging out.
  const requestLogout = () =>
    user.masqueraded ? void api.staff.takeMaskOff().then(() => setMaskOff(true)) : setConfirmLogout(true);
  const outlet: ShellOutlet = { requestLogout };
  return (
    <div className="app smuc-tokens" ref={root}>
      <a className="skip-link" href="#content">
        {t('skip')}
      </a>
      <aside className={`sidebar ${menuOpen ? 'open' : ''}`} id="main-menu">
        <div className="brand">
          <span className="brand-mark" aria-hidden>
            S
          </span>
          SMUC
          <button
            type="button"
            className="icon-button only-mobile"
            aria-label={t('menu.close')}
            onClick={() => setMenuOpen(false)}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <nav aria-label={t('menu.label')}>
          <ul>
            {menu.map((r) => {
              const Icon = ICONS[r.path] ?? LayoutDashboard;
              return (
                <li key={r.path}>
                  <NavLink to={r.path}>
                    <Icon size={18} aria-hidden />
                    <span className="menu-label">{t(r.labelKey ?? '')}</span>
                    {/* 000 §2: Payments is flagged as a paid service unless the plan includes it. */}
                    {r.paidUnless && !user.limitations[r.paidUnless] && (
                      <span className="menu-badge">{t('menu.paidService')}</span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      {menuOpen && <div className="scrim only-mobile" onClick={() => setMenuOpen(false)} aria-hidden />}
      <div className="main">
        <header className="header">
          <button
            type="button"
            className="icon-button only-mobile"
            aria-label={t('menu.open')}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen(true)}
          >
            <Menu size={22} aria-hidden />
          </button>
          <div className="header-spacer" />
          {!onEditor && !user.masqueraded && (
            <button type="button" className="button primary" onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden /> {t('header.newPlayer')}
            </button>
          )}
          {onSavedEditor && !user.masqueraded && (
            <>
              <button
                type="button"
                className="button ghost only-mobile"
                onClick={() => editorCommand('duplicate')}
              >
                <Copy size={16} aria-hidden /> {t('header.duplicate')}
              </button>
              <button
                type="button"
                className="button ghost only-mobile"
                onClick={() => editorCommand('delete')}
              >
                <Trash2 size={16} aria-hidden /> {t('header.delete')}
              </button>
            </>
          )}
          <AccountMenu
            name={`${user.firstname} ${user.lastname}`}
            email={user.email}
            masqueraded={user.masqueraded}
            staff={user.staff}
            language={user.language}
            onLanguage={(language) => void api.user.setLanguage(language).then(refresh)}
            onLogout={requestLogout}
          />
        </header>
        <main id="content" tabIndex={-1} className={onEditor ? 'content full' : 'content'}>
          {flash && (
            <p className="flash" role="alert">
              {flash}
            </p>
          )}
          <Outlet context={outlet} />
        </main>
      </div>
      {creating && <SmucElement tag="smuc-create-player" open lang={user.language} />}
      <OnDemand when={user.masqueraded}>
        <MasqueradeNotice masqueraded={user.masqueraded} />
      </OnDemand>
      {/* A full load after the choice: the session is now the staff member's own. */}
      <OnDemand when={maskOff}>
        <MaskOffChoice
          isOpen={maskOff}
          onClose={() => window.location.reload()}
          onStay={() => window.location.reload()}
          onAccounts={() => window.location.assign('/staff/accounts')}
        />
      </OnDemand>
      <OnDemand when={confirmLogout}>
        <LogoutConfirm
          isOpen={confirmLogout}
          onClose={() => setConfirmLogout(false)}
          onConfirm={() => void logout()}
        />
      </OnDemand>
    </div>
  );
}
