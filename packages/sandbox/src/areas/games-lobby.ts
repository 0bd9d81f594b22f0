import { http } from 'msw';
import { anyOrigin, type SandboxAccount, type SandboxAreaFactory, type SandboxContext } from '../context';

/** Game types of the lanes and vendor lists (docs/endpoints.md, games-lobby). */
export const SANDBOX_GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'ESPORTS',
] as const;
export type SandboxGameType = (typeof SANDBOX_GAME_TYPES)[number];

/** Slot classifications the game list filters on (spec/products.md §2): video poker, table, slot, arcade, jackpot. */
export const SANDBOX_GAME_CLASSIFIES = ['VP', 'TG', 'SC', 'AC', 'JP'] as const;
export type SandboxGameClassify = (typeof SANDBOX_GAME_CLASSIFIES)[number];

/** Platforms a game runs on (spec/products.md §3). */
export type SandboxGamePlatform = 'html5-desktop' | 'flash' | 'html5';

/**
 * The launch fields of spec/products.md §3 that every game and every lane card carries. A null gameId and roomId
 * means the game is not configured yet (the site shows in_stay_tuned).
 */
export interface SandboxLaunchFields {
  gameId: string | null;
  roomId: string | null;
  nodeId: string | null;
  matchId: string | null;
  leagueId: string | null;
  /** 1 = a demo (free play) exists. */
  freeplay: 0 | 1;
  /** 1 or 2 = open in a new window; 0 = in the page. */
  appNewWindow: 0 | 1 | 2;
  /** The vendor (accountTypeName). */
  vassalage: string;
  gameType: SandboxGameType;
  platform: SandboxGamePlatform;
}

/** GET /wps/game/vendors item, also the card of a lane (spec/products.md §3 vendor card and game card). */
export interface SandboxVendorCard extends SandboxLaunchFields {
  cardId: number;
  id: number;
  accountTypeId: number;
  accountTypeName: string;
  displayName: string;
  title: string;
  smallIcon: string;
  lagerIcon: string;
  /** VASSALAGE: a vendor with a game list (the game popup); game: launched directly. */
  isGame: 'VASSALAGE' | 'game';
}

/** A game of the catalogue: GET /wps/game/list item (plus `favourite`, per account). */
export interface SandboxGame extends SandboxLaunchFields {
  nodeId: string;
  nodeName: string;
  displayName: string;
  gameName: string;
  showIcon: string;
  /** 0 = a free trial exists. */
  supportPlay: 0 | 1;
  gameClassify: SandboxGameClassify;
  /** Smallest stake, a decimal string. */
  minBet: string;
  /** Pay lines (0 for games without lines). */
  lineNum: number;
  /** Listed by the hot-games call. */
  hot: boolean;
}

/** Lane order as the home page shows it. */
const LANE_ORDER: SandboxGameType[] = ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS'];

/** Vendors per game type: [accountTypeName, displayName, isGame]. RNG has more than 8, so the lobby strip scrolls. */
const VENDORS: Record<SandboxGameType, [string, string, 'VASSALAGE' | 'game'][]> = {
  LIVE: [
    ['EVO', 'Evolution', 'VASSALAGE'],
    ['AG', 'AG Live', 'VASSALAGE'],
    ['DG', 'Dream Gaming', 'VASSALAGE'],
    ['AE', 'AE Sexy', 'VASSALAGE'],
    ['BBIN', 'BBIN Live', 'VASSALAGE'],
    ['PT', 'Playtech Live', 'VASSALAGE'],
    ['PTSS', 'Playtech Live SS', 'VASSALAGE'],
    ['GPI', 'GPI Live', 'VASSALAGE'],
    ['ALB', 'Allbet', 'VASSALAGE'],
  ],
  RNG: [
    ['PG', 'PG Soft', 'VASSALAGE'],
    ['JDB', 'JDB Gaming', 'VASSALAGE'],
    ['PT', 'Playtech', 'VASSALAGE'],
    ['CQ9', 'CQ9 Gaming', 'VASSALAGE'],
    ['MG', 'Microgaming', 'VASSALAGE'],
    ['BBIN', 'BBIN', 'VASSALAGE'],
    ['AG', 'AG Slots', 'VASSALAGE'],
    ['JILI', 'JILI', 'VASSALAGE'],
    ['FC', 'Fa Chai', 'VASSALAGE'],
    ['SG', 'Spadegaming', 'VASSALAGE'],
    ['PTSS', 'Playtech Slots SS', 'VASSALAGE'],
    ['GPI', 'GPI Slots', 'VASSALAGE'],
    ['AE', 'AE Slots', 'VASSALAGE'],
  ],
  SPORTS: [
    ['SABA', 'SABA Sports', 'game'],
    ['SBO', 'SBOBET', 'game'],
    ['IM', 'IM Sports', 'game'],
    ['BBIN', 'BBIN Sports', 'game'],
    ['ALB', 'Allbet Sports', 'game'],
  ],
  FISH: [
    ['JDB', 'JDB Fishing', 'VASSALAGE'],
    ['CQ9', 'CQ9 Fishing', 'VASSALAGE'],
    ['FC', 'Fa Chai Fishing', 'VASSALAGE'],
    ['AG', 'AG Fishing King', 'VASSALAGE'],
    ['BBIN', 'BBIN Fishing', 'game'],
  ],
  PVP: [
    ['KY', 'KY Gaming', 'VASSALAGE'],
    ['LEG', 'Leg Gaming', 'VASSALAGE'],
    ['VG', 'VG Gaming', 'VASSALAGE'],
    ['JDB', 'JDB Cards', 'VASSALAGE'],
    ['GPI', 'GPI Cards', 'game'],
  ],
  LOTT: [
    ['WLLOTT', 'WL Lottery', 'game'],
    ['VR', 'VR Lottery', 'game'],
  ],
  ELOTT: [
    ['ELOTT', 'WL Fast Lottery', 'game'],
    ['TCG', 'TCG Lottery', 'game'],
  ],
  ESPORTS: [
    ['IMES', 'IM Esports', 'game'],
    ['TF', 'TF Gaming', 'game'],
    ['AVIA', 'AVIA Esports', 'game'],
  ],
};

/** Vendors whose games open in a new window (appNewWindow 1 or 2). BBIN is not here: the site always opens it so. */
const NEW_WINDOW_VENDORS: Record<string, 1 | 2> = { PT: 1, PTSS: 1, GPI: 2, ALB: 2, AE: 1, SBO: 1 };
/** Vendors whose games are seeded as flash games (the site's flash rule, spec/products.md §4). */
const FLASH_VENDORS = ['PT', 'PTSS', 'DG', 'GPI'];
/** Vendor cards and games that are not configured yet: neither gameId nor roomId (in_stay_tuned). */
const NOT_CONFIGURED = ['ESPORTS:AVIA', "RNG:PG:Santa's Gift Rush"];

/** PG has more than 40 slots so the lobby pages (page size 40). */
const PG_SLOTS = [
  'Mahjong Ways',
  'Mahjong Ways 2',
  'Fortune Tiger',
  'Fortune Ox',
  'Fortune Mouse',
  'Fortune Rabbit',
  'Fortune Dragon',
  'Lucky Neko',
  'Treasures of Aztec',
  'Wild Bandito',
  'Ganesha Gold',
  'Ganesha Fortune',
  'Dragon Hatch',
  'Caishen Wins',
  'Queen of Bounty',
  'Dreams of Macau',
  'Leprechaun Riches',
  'Candy Burst',
  'Medusa II',
  'Jungle Delight',
  'Double Fortune',
  'The Great Icescape',
  "Egypt's Book of Mystery",
  'Phoenix Rises',
  'Wild Fireworks',
  'Bikini Paradise',
  'Jewels of Prosperity',
  'Galactic Gems',
  'Ways of the Qilin',
  'Heist Stakes',
  'Rooster Rumble',
  'Butterfly Blossom',
  'Destiny of Sun & Moon',
  'Garuda Gems',
  'Buffalo Win',
  'Legendary Monkey King',
  'Emoji Riches',
  'Thai River Wonders',
  'Opera Dynasty',
  'Majestic Treasures',
  'Candy Bonanza',
  'Mask Carnival',
  'Ninja vs Samurai',
  "Vampire's Charm",
  'Shaolin Soccer',
  'Secrets of Cleopatra',
  'Spirited Wonders',
  'Totem Wonders',
  'Crypto Gold',
  'Wild Coaster',
  'Lucky Piggy',
  'Prosperity Fortune Tree',
  'Cocktail Nights',
  'Mermaid Riches',
  'Hip Hop Panda',
  'Gem Saviour Conquest',
  "Santa's Gift Rush",
  'Hood vs Wolf',
];

/** Game names per game type and vendor. Live tables get a room id; everything else launches by node. */
const GAMES: Partial<Record<SandboxGameType, Record<string, string[]>>> = {
  RNG: {
    PG: PG_SLOTS,
    JDB: [
      'Lucky Seven',
      'Fortune Treasure',
      'Dragon Warrior',
      'Miner Babe',
      'Winning Mask',
      'Kingsman',
      'Lucky Lion',
      'Treasure Bowl',
      'Open Sesame',
      'Funky King Kong',
      'Billionaire',
      'Mayan Gold',
    ],
    PT: [
      'Age of the Gods',
      'Great Blue',
      'Buffalo Blitz',
      'Halloween Fortune',
      'Jackpot Giant',
      'Gladiator',
      'White King',
      'Heart of the Jungle',
      'Sun Wukong',
      'Fortunes of the Fox',
    ],
    CQ9: [
      'Jump High',
      'Good Fortune',
      'Zeus',
      'God of War',
      'Rave Jump',
      'Lucky Bats',
      'Wolf Disco',
      'Fire Queen',
      'Muay Thai',
      'Dragon Heart',
    ],
    MG: [
      'Immortal Romance',
      'Thunderstruck II',
      'Mega Moolah',
      'Break da Bank Again',
      'Avalon',
      'Lucky Twins',
      '9 Masks of Fire',
      'Agent Jane Blonde',
    ],
    BBIN: ['Lucky Fruit', 'Treasure of the Sea', 'Golden Toad', 'Crazy 7', 'Caishen Bonanza', 'Monkey King'],
    AG: ['Candy Quest', 'Fortune Gods', 'Year of the Ox', 'Dragon Boat', 'Great Wall'],
    JILI: [
      'Super Ace',
      'Money Coming',
      'Golden Empire',
      'Fortune Gems',
      'Boxing King',
      'Crazy777',
      'Charge Buffalo',
      'Mega Ace',
      'Ali Baba',
    ],
    FC: ['Night Market', 'Lucky Fortunes', 'Fortune Koi', 'Golden Panther', 'Chinese New Year'],
    SG: ['Gold Panther', 'Dancing Fever', 'Royale House', 'Fiery Sevens', 'Zeus M', 'Brothers Kingdom'],
  },
  LIVE: {
    EVO: [
      'Lightning Roulette',
      'Crazy Time',
      'Speed Baccarat A',
      'Dragon Tiger',
      'Mega Ball',
      'Monopoly Live',
      'Infinite Blackjack',
      'Lightning Dice',
    ],
    AG: ['Baccarat C01', 'Baccarat C02', 'Bid Baccarat', 'Dragon Tiger', 'Roulette', 'Sic Bo'],
    DG: ['Baccarat A01', 'Baccarat A02', 'Speed Baccarat', 'Dragon Tiger', 'Bull Bull', 'Roulette'],
    AE: ['Sexy Baccarat', 'Sexy Dragon Tiger', 'Sexy Roulette', 'Sexy Sic Bo'],
    BBIN: ['Baccarat', 'Three Face', 'Sic Bo', 'Roulette', 'Fan Tan'],
    PT: ['Quantum Roulette', 'Baccarat Live', 'Casino Hold’em', 'Spin a Win'],
    PTSS: ['Age of the Gods Roulette', 'Baccarat Squeeze', 'Dragon Tiger', 'All Bets Blackjack'],
    GPI: ['Baccarat 1', 'Baccarat 2', 'Sic Bo', 'Roulette', 'Fan Tan'],
    ALB: ['Baccarat A', 'Baccarat B', 'Bull Fight', 'Dragon Tiger', 'Roulette', 'Sic Bo'],
  },
  FISH: {
    JDB: ['Dragon Fishing', 'Dragon Fishing II', 'Fishing Disco', 'Fishing YiLuFa'],
    CQ9: ['Paradise', 'Fish Hunter', 'Lucky Fishing'],
    FC: ['Fortune Fishing', 'Star Hunter'],
    AG: ['Fishing King'],
  },
  PVP: {
    KY: [
      "Texas Hold'em",
      'Niu Niu',
      'Blackjack',
      'Dou Di Zhu',
      'Mahjong',
      'Golden Flower',
      'Baccarat',
      'Pai Gow',
      'Fish Prawn Crab',
    ],
    LEG: ['Rummy', 'Niu Niu', 'Golden Flower', 'Sic Bo', 'Dragon Tiger'],
    VG: ['Texas Hold’em', 'Niu Niu', 'Landlord'],
    JDB: ['Blackjack', 'Pai Gow', 'Golden Flower'],
  },
};

/** Words of the generated slot names: every RNG vendor gets enough games that the lobby has hundreds. */
const NAME_FIRST = [
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Jade',
  'Crystal',
  'Phoenix',
  'Emperor',
  'Sakura',
  'Thunder',
  'Neon',
  'Pharaoh',
  'Samurai',
  'Viking',
  'Ocean',
  'Panda',
  'Tiger',
];
const NAME_SECOND = [
  'Treasure',
  'Riches',
  'Fortune',
  'Empire',
  'Gems',
  'Legend',
  'Quest',
  'Palace',
  'Spins',
  'Koi',
  'Lotus',
  'Pearl',
  'Temple',
  'Reels',
  'Nights',
  'Kingdom',
];
/** Named classics so each classification has games: video poker, table, arcade and jackpot titles. */
const SPECIAL_GAMES: Record<Exclude<SandboxGameClassify, 'SC'>, string[]> = {
  VP: [
    'Jacks or Better',
    'Deuces Wild',
    'Joker Poker',
    'Bonus Poker',
    'Double Bonus Poker',
    'Aces and Faces',
  ],
  TG: [
    'European Roulette',
    'Blackjack Pro',
    'Baccarat Deluxe',
    'Sic Bo Dragons',
    'Casino Hold’em',
    'Red Dog',
  ],
  AC: ['Plinko', 'Keno Blast', 'Mines', 'Crash Rocket', 'Dice Duel', 'Hi-Lo'],
  JP: [
    'Mega Jackpot',
    'Grand Jackpot Fortune',
    'Jackpot Giant Deluxe',
    'Divine Jackpot',
    'Major Millions',
    'Gold Rush Jackpot',
  ],
};
/** Every RNG vendor has at least this many games (PG has more, so its lobby pages). */
const SLOTS_PER_VENDOR = 34;
/** Slot classification by hash for the rest: mostly slots. */
const CLASSIFY: SandboxGameClassify[] = ['SC', 'SC', 'SC', 'SC', 'VP', 'TG', 'AC', 'JP'];
const MIN_BETS = ['0.01', '0.10', '0.20', '0.50', '1.00'];
const LINE_NUMS = [0, 9, 20, 25, 50, 243];

/** FNV-1a: a stable small hash so every run seeds the same data. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The slot names of one RNG vendor: its own titles, a few classics of each kind, then generated names. */
function slotNames(vendor: string, vendorIndex: number, own: string[]): string[] {
  const names = [...own];
  const taken = new Set(names);
  const add = (name: string) => {
    if (!taken.has(name)) {
      taken.add(name);
      names.push(name);
    }
  };
  for (const list of Object.values(SPECIAL_GAMES)) {
    add(list[vendorIndex % list.length]!);
    add(list[(vendorIndex + 3) % list.length]!);
  }
  const offset = hash(vendor);
  for (let i = 0; names.length < SLOTS_PER_VENDOR; i++) {
    const first = NAME_FIRST[(offset + i) % NAME_FIRST.length]!;
    const second = NAME_SECOND[(offset + i * 7 + vendorIndex) % NAME_SECOND.length]!;
    add(`${first} ${second}`);
  }
  return names;
}

function classifyOf(name: string, h: number): SandboxGameClassify {
  for (const [kind, list] of Object.entries(SPECIAL_GAMES) as [SandboxGameClassify, string[]][]) {
    if (list.includes(name)) return kind;
  }
  if (/poker/i.test(name)) return 'VP';
  if (/roulette|blackjack|baccarat/i.test(name)) return 'TG';
  if (/jackpot|moolah/i.test(name)) return 'JP';
  return CLASSIFY[h % CLASSIFY.length]!;
}

/** The seeded catalogue: vendors per game type and every game. It never changes, so it is built once. */
interface Catalogue {
  vendors: Record<SandboxGameType, SandboxVendorCard[]>;
  games: SandboxGame[];
  byNodeId: Map<string, SandboxGame>;
}

function buildCatalogue(): Catalogue {
  const games: SandboxGame[] = [];
  let nodeId = 100000;
  for (const type of SANDBOX_GAME_TYPES) {
    VENDORS[type].forEach(([vendor, vendorName], vendorIndex) => {
      // Sports, esports and lottery vendors (and other direct-launch vendors) have one lobby "game": the vendor's site.
      const own = GAMES[type]?.[vendor] ?? [vendorName];
      const names = type === 'RNG' ? slotNames(vendor, vendorIndex, own) : own;
      names.forEach((name, index) => {
        const code = `${vendor.toLowerCase()}-${slug(name)}`;
        const h = hash(`${type}:${code}`);
        // About a third of slots, fishing and cards games offer a free trial; live, sports and lottery never do.
        const trial = ['RNG', 'FISH', 'PVP'].includes(type) && h % 3 === 0;
        const configured = !NOT_CONFIGURED.includes(`${type}:${vendor}:${name}`);
        const vendorConfigured = !NOT_CONFIGURED.includes(`${type}:${vendor}`);
        const ok = configured && vendorConfigured;
        games.push({
          nodeId: String(++nodeId),
          nodeName: name,
          roomId: ok && type === 'LIVE' ? `${vendor}-${String(index + 1).padStart(2, '0')}` : null,
          displayName: name,
          gameName: code,
          gameId: !ok ? null : type === 'SPORTS' ? String(vendorIndex) : code,
          matchId: null,
          leagueId: null,
          gameType: type,
          showIcon: `/wps/res/img/game/${code}.svg`,
          supportPlay: trial ? 0 : 1,
          freeplay: trial ? 1 : 0,
          // A vendor's own window rule, and one slot in eleven that opens in a new window on its own.
          appNewWindow: NEW_WINDOW_VENDORS[vendor] ?? (type === 'RNG' && h % 11 === 0 ? 1 : 0),
          platform: FLASH_VENDORS.includes(vendor) ? 'flash' : 'html5-desktop',
          vassalage: vendor,
          gameClassify: type === 'RNG' ? classifyOf(name, h) : 'TG',
          minBet: MIN_BETS[h % MIN_BETS.length]!,
          lineNum: type === 'RNG' ? LINE_NUMS[(h >>> 4) % LINE_NUMS.length]! : 0,
          hot: h % 7 === 0,
        });
      });
    });
  }
  const byNodeId = new Map(games.map((game) => [game.nodeId, game]));
  let cardId = 500;
  const vendors = {} as Record<SandboxGameType, SandboxVendorCard[]>;
  for (const type of SANDBOX_GAME_TYPES) {
    vendors[type] = VENDORS[type].map(([accountTypeName, displayName, isGame]) => {
      // A direct-launch card launches the vendor's one game; a VASSALAGE card opens the vendor's list instead.
      const lobbyGame =
        isGame === 'game' ? games.find((g) => g.gameType === type && g.vassalage === accountTypeName) : null;
      const id = ++cardId;
      return {
        cardId: id,
        id,
        accountTypeId: (hash(accountTypeName) % 900) + 100,
        accountTypeName,
        displayName,
        title: displayName,
        smallIcon: `/wps/res/img/vendor/${accountTypeName.toLowerCase()}.svg`,
        lagerIcon: `/wps/res/img/vendor/${accountTypeName.toLowerCase()}.svg`,
        isGame,
        gameId: lobbyGame?.gameId ?? null,
        roomId: lobbyGame?.roomId ?? null,
        nodeId: lobbyGame?.nodeId ?? null,
        matchId: null,
        leagueId: null,
        freeplay: lobbyGame?.freeplay ?? 0,
        appNewWindow: NEW_WINDOW_VENDORS[accountTypeName] ?? 0,
        vassalage: accountTypeName,
        gameType: type,
        platform: FLASH_VENDORS.includes(accountTypeName) ? 'flash' : 'html5-desktop',
      };
    });
  }
  return { vendors, games, byNodeId };
}

const CATALOGUE = buildCatalogue();

/**
 * A game of the seeded catalogue by nodeId, else by gameId, else by roomId (a live table); undefined when unknown.
 * The launch area reads games through this. Answers a copy.
 */
export function findSeededGame(idOrNodeId: string | number): SandboxGame | undefined {
  const key = String(idOrNodeId);
  const game =
    CATALOGUE.byNodeId.get(key) ??
    CATALOGUE.games.find((g) => g.gameId === key) ??
    CATALOGUE.games.find((g) => g.roomId === key);
  return game ? { ...game } : undefined;
}

/** A vendor card of a game type by accountTypeName (or cardId); undefined when unknown. Answers a copy. */
export function findSeededVendor(gameType: string, vendor: string | number): SandboxVendorCard | undefined {
  const cards = isGameType(gameType) ? CATALOGUE.vendors[gameType] : [];
  const card = cards.find((c) => c.accountTypeName === vendor || String(c.cardId) === String(vendor));
  return card ? { ...card } : undefined;
}

/** Copies of every seeded game of a game type (the launch area's recommended hot games read them). */
export function seededGamesOfType(gameType: string): SandboxGame[] {
  return CATALOGUE.games.filter((g) => g.gameType === gameType).map((g) => ({ ...g }));
}

/** How many recent games an account keeps (newest first). */
export const RECENT_GAMES_LIMIT = 40;

/** Per-account state of the lobby: favourites and recent games (nodeIds), keyed `merchant:account`. */
interface LobbyState {
  favourites: Map<string, string[]>;
  recent: Map<string, string[]>;
}

/** One state per sandbox: every area of a sandbox gets the same context object. */
const STATES = new WeakMap<SandboxContext, LobbyState>();

function stateOf(ctx: SandboxContext): LobbyState {
  let state = STATES.get(ctx);
  if (!state) {
    state = { favourites: new Map(), recent: new Map() };
    STATES.set(ctx, state);
  }
  return state;
}

const accountKey = (merchant: string, account: SandboxAccount | string): string =>
  `${merchant}:${typeof account === 'string' ? account : account.account}`;

/**
 * Record that an account launched a game (the launch area calls it): the game moves to the front of the account's
 * recent games. Answers false for a game not in the catalogue.
 */
export function recordRecentGame(
  ctx: SandboxContext,
  merchant: string,
  account: SandboxAccount | string,
  game: SandboxGame | string | number,
): boolean {
  const nodeId = typeof game === 'object' ? game.nodeId : findSeededGame(game)?.nodeId;
  if (!nodeId || !CATALOGUE.byNodeId.has(nodeId)) return false;
  const { recent } = stateOf(ctx);
  const key = accountKey(merchant, account);
  const list = (recent.get(key) ?? []).filter((id) => id !== nodeId);
  recent.set(key, [nodeId, ...list].slice(0, RECENT_GAMES_LIMIT));
  return true;
}

/** An account's recent games, newest first. */
export function recentGamesOf(
  ctx: SandboxContext,
  merchant: string,
  account: SandboxAccount | string,
): SandboxGame[] {
  const ids = stateOf(ctx).recent.get(accountKey(merchant, account)) ?? [];
  return ids.map((id) => ({ ...CATALOGUE.byNodeId.get(id)! }));
}

const isGameType = (value: string | null): value is SandboxGameType =>
  value !== null && (SANDBOX_GAME_TYPES as readonly string[]).includes(value);

/** The whitelabel flag of the lottery area: a merchant with it off gets no lottery lanes (DESIGN.md §8: `lite`). */
const LOTTERY_FLAG = 'LOTTERY3';
/** Used only by a hand-made context without flags (an area unit test). */
const NO_LOTTERY_MERCHANTS = ['lite'];

/** Paging of a list query: pageNo from 1, pageSize 1 to 100 (default 40). */
function paging(query: URLSearchParams): { pageNo: number; pageSize: number } {
  const pageNo = Math.max(1, Number.parseInt(query.get('pageNo') ?? '1', 10) || 1);
  const pageSize = Math.min(100, Math.max(1, Number.parseInt(query.get('pageSize') ?? '40', 10) || 40));
  return { pageNo, pageSize };
}

/** Platforms a query accepts (`platform=flash,html5-desktop`); none named = every platform. */
function platformsOf(query: URLSearchParams): string[] {
  return (query.get('platform') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The wire form of a game: no internal fields, `favourite` for the asking account. */
function wireGame(game: SandboxGame, favourites: readonly string[]) {
  const { hot: _hot, ...rest } = game;
  return { ...rest, favourite: favourites.includes(game.nodeId) };
}

function page<T>(items: T[], pageNo: number, pageSize: number) {
  return {
    games: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(items.length / pageSize),
    pageSize,
    pageNum: pageNo,
  };
}

/**
 * The games-lobby area of the sandbox: lanes, vendors, game types, paged game lists, hot games, game match, and per
 * account favourites and recent games. The catalogue is seeded deterministically.
 */
export const gamesLobbyArea: SandboxAreaFactory = (ctx) => {
  const favouritesOf = (request: Request): string[] => {
    const account = ctx.accountOf(request);
    if (!account) return [];
    return stateOf(ctx).favourites.get(accountKey(ctx.merchantOf(request), account)) ?? [];
  };

  /** Validates a favourite payload `{ nodeId, vendor, gameType }`; answers the game or an error response. */
  const favouriteTarget = async (request: Request): Promise<SandboxGame | Response> => {
    let body: { nodeId?: unknown; vendor?: unknown; gameType?: unknown } = {};
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return ctx.fail('request.invalid', 'A JSON body { nodeId, vendor, gameType } is required', 400);
    }
    const game = body.nodeId === undefined ? undefined : CATALOGUE.byNodeId.get(String(body.nodeId));
    if (!game || game.vassalage !== body.vendor || game.gameType !== body.gameType) {
      return ctx.fail('game.not.found', 'No such game');
    }
    return game;
  };

  return {
    handlers: [
      http.get(anyOrigin('/wps/game/lanes'), ({ request }) => {
        const merchant = ctx.merchantOf(request);
        const noLottery = ctx.isFlagOn
          ? !ctx.isFlagOn(merchant, LOTTERY_FLAG)
          : NO_LOTTERY_MERCHANTS.includes(merchant);
        return ctx.ok(
          LANE_ORDER.filter((title) => !(noLottery && (title === 'LOTT' || title === 'ELOTT'))).map(
            (title) => ({
              title,
              cards: CATALOGUE.vendors[title].map((card) => ({ ...card })),
            }),
          ),
        );
      }),
      http.get(anyOrigin('/wps/game/vendors'), ({ request }) => {
        const gameType = new URL(request.url).searchParams.get('gameType');
        if (gameType === null || gameType === '') {
          return ctx.ok(SANDBOX_GAME_TYPES.flatMap((type) => CATALOGUE.vendors[type].map((c) => ({ ...c }))));
        }
        if (!isGameType(gameType)) return ctx.fail('param.invalid', `Unknown gameType: ${gameType}`);
        return ctx.ok(CATALOGUE.vendors[gameType].map((card) => ({ ...card })));
      }),
      http.get(anyOrigin('/wps/game/types'), () =>
        ctx.ok(
          SANDBOX_GAME_TYPES.map((gameType) => ({
            gameType,
            vendorCount: CATALOGUE.vendors[gameType].length,
            classifies: gameType === 'RNG' ? [...SANDBOX_GAME_CLASSIFIES] : [],
          })),
        ),
      ),
      http.get(anyOrigin('/wps/game/list'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const gameType = query.get('gameType');
        if (!isGameType(gameType)) return ctx.fail('param.invalid', `Unknown gameType: ${gameType ?? ''}`);
        const vassalage = query.get('vassalage');
        const name = (query.get('gameName') ?? '').trim().toLowerCase();
        const classify = query.get('gameClassify');
        const platforms = platformsOf(query);
        const minBet = Number.parseFloat(query.get('minBet') ?? '');
        const minLineNum = Number.parseInt(query.get('minLineNum') ?? '', 10);
        const { pageNo, pageSize } = paging(query);
        const matching = CATALOGUE.games.filter(
          (game) =>
            game.gameType === gameType &&
            (!vassalage || game.vassalage === vassalage) &&
            (!name || game.displayName.toLowerCase().includes(name) || game.gameName.includes(name)) &&
            (!classify || classify === 'ALL' || game.gameClassify === classify) &&
            (platforms.length === 0 || platforms.includes(game.platform)) &&
            // minBet: games that can be played at this stake or lower; minLineNum: games with at least that many lines.
            (Number.isNaN(minBet) || Number.parseFloat(game.minBet) <= minBet) &&
            (Number.isNaN(minLineNum) || game.lineNum >= minLineNum),
        );
        const favourites = favouritesOf(request);
        return ctx.ok(
          page(
            matching.map((g) => wireGame(g, favourites)),
            pageNo,
            pageSize,
          ),
        );
      }),
      http.get(anyOrigin('/wps/game/hot'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const gameType = query.get('gameType') || 'RNG';
        if (!isGameType(gameType)) return ctx.fail('param.invalid', `Unknown gameType: ${gameType}`);
        const platforms = platformsOf(query);
        const { pageNo, pageSize } = paging(query);
        const hot = CATALOGUE.games.filter(
          (g) =>
            g.hot && g.gameType === gameType && (platforms.length === 0 || platforms.includes(g.platform)),
        );
        const favourites = favouritesOf(request);
        return ctx.ok(
          page(
            hot.map((g) => wireGame(g, favourites)),
            pageNo,
            pageSize,
          ),
        );
      }),
      http.get(anyOrigin('/wps/game/match'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const nodeId = query.get('nodeId');
        const roomId = query.get('roomId');
        const vendor = query.get('vendor');
        const gameType = query.get('gameType');
        const game = CATALOGUE.games.find(
          (g) =>
            ((nodeId && g.nodeId === nodeId) || (!nodeId && roomId && g.roomId === roomId)) &&
            (!vendor || g.vassalage === vendor) &&
            (!gameType || g.gameType === gameType),
        );
        if (!game) return ctx.fail('game.not.found', 'No such game');
        return ctx.ok(wireGame(game, favouritesOf(request)));
      }),
      http.get(anyOrigin('/wps/game/recent'), ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        const favourites = favouritesOf(request);
        return ctx.ok(
          recentGamesOf(ctx, ctx.merchantOf(request), account).map((g) => wireGame(g, favourites)),
        );
      }),
      http.get(anyOrigin('/wps/game/favourites'), ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        const query = new URL(request.url).searchParams;
        const platforms = platformsOf(query);
        const { pageNo, pageSize } = paging(query);
        const favourites = favouritesOf(request);
        const games = favourites
          .map((id) => CATALOGUE.byNodeId.get(id)!)
          .filter((g) => platforms.length === 0 || platforms.includes(g.platform));
        return ctx.ok(
          page(
            games.map((g) => wireGame(g, favourites)),
            pageNo,
            pageSize,
          ),
        );
      }),
      http.post(anyOrigin('/wps/game/favourites'), async ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        const game = await favouriteTarget(request);
        if (game instanceof Response) return game;
        const key = accountKey(ctx.merchantOf(request), account);
        const { favourites } = stateOf(ctx);
        const list = favourites.get(key) ?? [];
        // Newest favourite first; adding one twice changes nothing.
        if (!list.includes(game.nodeId)) favourites.set(key, [game.nodeId, ...list]);
        return ctx.ok(null);
      }),
      http.post(anyOrigin('/wps/game/favourites/remove'), async ({ request }) => {
        const account = ctx.accountOf(request);
        if (!account) return ctx.unauthorized();
        const game = await favouriteTarget(request);
        if (game instanceof Response) return game;
        const key = accountKey(ctx.merchantOf(request), account);
        const { favourites } = stateOf(ctx);
        favourites.set(
          key,
          (favourites.get(key) ?? []).filter((id) => id !== game.nodeId),
        );
        return ctx.ok(null);
      }),
    ],
    reset() {
      STATES.delete(ctx);
    },
  };
};
