// `@wl/ui/icons`: the site's icons, SVG drawings of one library (Lucide, the `lucide` package), never emoji or text
// glyphs, which show as empty boxes where a device has no emoji font (DESIGN.md §10).
//
// An entry of its own, bundled into each app that imports it and not a shared singleton: a shared module cannot be
// tree-shaken (the host's main.js would carry every icon any area names) and a remote released with a new icon
// would need a host that already exports it. Bundled, each app carries only the drawings it uses (80-150 B gzip
// each; every icon is a `/*#__PURE__*/` call, so an unused one leaves no bytes). The renderer (createIcon, about
// 340 B) and the icons of @wl/ui's own components (close, chevrons) come from the shared @wl/ui, imported by the
// package's name as @wl/ui/money does, so no area carries a copy of them.
//
// Accessibility: an icon beside its text is decorative (aria-hidden, the default); a control whose only content is
// an icon carries its own `aria-label` (or pass `label`, which gives the SVG role="img" and that name).
import {
  ArrowUp,
  ChevronDown,
  Crown,
  Dices,
  Download,
  Gauge,
  Ellipsis,
  Gamepad2,
  Gift,
  Globe,
  Headset,
  House,
  Lock,
  LogOut,
  Mail,
  Megaphone,
  Menu,
  MessageCircle,
  MessageSquare,
  RefreshCw,
  Search,
  Star,
  Ticket,
  User,
  UserPlus,
  Wallet,
} from 'lucide';
// The package's own name, not './icon': this entry is bundled into each app, the renderer is the shared one.
import { createIcon } from '@wl/ui';

export {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  createIcon,
  type Icon,
  type IconNode,
  type IconProps,
} from '@wl/ui';

/** Refresh a balance or a list (⟳, ↻). */
export const RefreshIcon = /*#__PURE__*/ createIcon('refresh', RefreshCw);
/** A game's favourite toggle: pass `fill="currentColor"` when it is a favourite (★ / ☆). */
export const FavouriteIcon = /*#__PURE__*/ createIcon('favourite', Star);
/** Search fields and search buttons (⌕). */
export const SearchIcon = /*#__PURE__*/ createIcon('search', Search);
/** Rewards, promotions and their available count (🎁). */
export const GiftIcon = /*#__PURE__*/ createIcon('gift', Gift);
/** Notices and announcements (📢). */
export const NoticeIcon = /*#__PURE__*/ createIcon('notice', Megaphone);
/** Something that needs a login (🔒). */
export const LockIcon = /*#__PURE__*/ createIcon('lock', Lock);
/** A member without an avatar picture; the "me" place. */
export const UserIcon = /*#__PURE__*/ createIcon('user', User);
/** A disclosure that opens downwards (▾). */
export const ChevronDownIcon = /*#__PURE__*/ createIcon('chevron-down', ChevronDown);
/** The menu button that opens a drawer. */
export const MenuIcon = /*#__PURE__*/ createIcon('menu', Menu);
/** A "More" menu of items that do not fit. */
export const MoreIcon = /*#__PURE__*/ createIcon('more', Ellipsis);
/** The home page. */
export const HomeIcon = /*#__PURE__*/ createIcon('home', House);
/** Game lobbies. */
export const GamesIcon = /*#__PURE__*/ createIcon('games', Gamepad2);
/** The lottery. */
export const LotteryIcon = /*#__PURE__*/ createIcon('lottery', Ticket);
/** The mini-game. */
export const MiniGameIcon = /*#__PURE__*/ createIcon('mini-game', Dices);
/** The inbox (✉). */
export const InboxIcon = /*#__PURE__*/ createIcon('inbox', Mail);
/** The VIP rank. */
export const VipIcon = /*#__PURE__*/ createIcon('vip', Crown);
/** The language switcher. */
export const LanguageIcon = /*#__PURE__*/ createIcon('language', Globe);
/** Customer service. */
export const CustomerServiceIcon = /*#__PURE__*/ createIcon('customer-service', Headset);
/** The chat room. */
export const ChatIcon = /*#__PURE__*/ createIcon('chat', MessageCircle);
/** Feedback. */
export const FeedbackIcon = /*#__PURE__*/ createIcon('feedback', MessageSquare);
/** App download. */
export const DownloadIcon = /*#__PURE__*/ createIcon('download', Download);
/** Invite friends (referral). */
export const InviteIcon = /*#__PURE__*/ createIcon('invite', UserPlus);
/** Log out. */
export const LogOutIcon = /*#__PURE__*/ createIcon('log-out', LogOut);
/** Wallets and balances. */
export const WalletIcon = /*#__PURE__*/ createIcon('wallet', Wallet);
/** The line speed check. */
export const SpeedTestIcon = /*#__PURE__*/ createIcon('speed-test', Gauge);
/** Back to the top of the page. */
export const BackToTopIcon = /*#__PURE__*/ createIcon('back-to-top', ArrowUp);
