/** The three panels of the auth page, switching in place. @see docs/product.md §4 Toolkit ("Auth panel: login, forgot, register") */
export type AuthPanel = 'login' | 'register' | 'forgot';

/** The panel a URL opens on: /register → register, /forgot-password → forgot, else login. */
export function panelForPath(pathname: string): AuthPanel {
  if (pathname.startsWith('/register')) return 'register';
  if (pathname.startsWith('/forgot-password')) return 'forgot';
  return 'login';
}
