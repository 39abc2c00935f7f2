import { useOutletContext } from 'react-router';

/** What the signed-in layout hands the pages it renders (React Router outlet context). */
export interface ShellOutlet {
  /**
   * The shell's log-out entry: asks "Are you sure you want to log out?" (the layout's logout confirm),
   * or, for a masqueraded session, takes the mask off (000 §2 Profile, §6).
   */
  requestLogout: () => void;
}

/** The layout's {@link ShellOutlet}, for pages under the signed-in layout. */
export const useShellOutlet = () => useOutletContext<ShellOutlet>();
