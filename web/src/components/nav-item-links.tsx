import { NavLink } from '../lib/router';
import { paths } from '../app/paths';
import type { NavItem } from './nav-links';

const activeClassName = 'bg-blue-50 text-blue-700 dark:bg-blue-500/10 dark:text-blue-300';

interface NavItemLinksProps {
  navItems: NavItem[];
  className: string;
  /** Every link's size and spacing; the colours say which page is open. */
  linkClassName: string;
  idleClassName: string;
  onNavigate?: () => void;
}

/** The main links as the header's row and the mobile menu list them, the open page marked. */
export function NavItemLinks({ navItems, className, onNavigate, ...look }: NavItemLinksProps) {
  return (
    <ul className={className}>
      {navItems.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === paths.home}
            onClick={onNavigate}
            className={({ isActive }) =>
              `${look.linkClassName} ${isActive ? activeClassName : look.idleClassName}`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
