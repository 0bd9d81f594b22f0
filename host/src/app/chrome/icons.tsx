// The shell chrome's icons (SVG, from the site's icon library), by the names its tables use.
import {
  ChevronDown,
  CircleUserRound,
  Dices,
  Gamepad2,
  Gift,
  House,
  Menu,
  Ticket,
  X,
  type LucideIcon,
} from 'lucide-react';

/** Icons of the bottom tabs (nav-items.ts TabItem.icon). */
export const TAB_ICONS: Readonly<Record<'home' | 'games' | 'lottery' | 'promotions' | 'me', LucideIcon>> = {
  home: House,
  games: Gamepad2,
  lottery: Ticket,
  promotions: Gift,
  me: CircleUserRound,
};

export { ChevronDown as DisclosureIcon, Menu as MenuIcon, X as CloseIcon, Dices as MiniGameIcon };
