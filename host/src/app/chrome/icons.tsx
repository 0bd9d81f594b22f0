// The shell chrome's icons by the names its tables use (SVG, from @wl/ui/icons).
import {
  ChevronDownIcon,
  CloseIcon,
  GamesIcon,
  GiftIcon,
  HomeIcon,
  LotteryIcon,
  MenuIcon,
  MiniGameIcon,
  UserIcon,
  type Icon,
} from '@wl/ui/icons';

/** Icons of the bottom tabs (nav-items.ts TabItem.icon). */
export const TAB_ICONS: Readonly<Record<'home' | 'games' | 'lottery' | 'promotions' | 'me', Icon>> = {
  home: HomeIcon,
  games: GamesIcon,
  lottery: LotteryIcon,
  promotions: GiftIcon,
  me: UserIcon,
};

export { ChevronDownIcon as DisclosureIcon, CloseIcon, MenuIcon, MiniGameIcon };
