import type { ReactNode } from 'react';
import { OutlineIcon } from './outline-icon';

// The few icons of the header, drawn inline: every page loads the header first, and an icon
// library costs more bytes there than these paths do.

/** An icon of the header drawn with the given shapes, in the site's one outline style. */
function iconOf(shapes: ReactNode) {
  return ({ className }: { className: string }) => (
    <OutlineIcon className={className}>{shapes}</OutlineIcon>
  );
}

export const MenuIcon = iconOf(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = iconOf(<path d="M18 6 6 18M6 6l12 12" />);

export const SunIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);

export const MoonIcon = iconOf(<path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />);
