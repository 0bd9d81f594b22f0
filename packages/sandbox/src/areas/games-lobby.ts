import { http } from 'msw';
import { anyOrigin, type SandboxAreaFactory } from '../context';

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

/** GET /wps/game/vendors item, also the card of a lane. */
export interface SandboxVendorCard {
  cardId: number;
  accountTypeName: string;
  displayName: string;
  smallIcon: string;
  gameType: SandboxGameType;
  /** VASSALAGE: a vendor with a game list; game: launched directly. */
  isGame: 'VASSALAGE' | 'game';
}

/** GET /wps/game/list item. */
export interface SandboxGame {
  nodeId: string;
  nodeName: string;
  roomId: string | null;
  displayName: string;
  gameName: string;
  gameType: SandboxGameType;
  showIcon: string;
  /** 0 = a free trial exists. */
  supportPlay: 0 | 1;
  vassalage: string;
}

/** Internal: a game plus the classification the list filters on (VP, TG, SC, AC, JP). */
interface SeededGame extends SandboxGame {
  classify: 'VP' | 'TG' | 'SC' | 'AC' | 'JP';
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
  ],
  SPORTS: [
    ['SABA', 'SABA Sports', 'game'],
    ['SBO', 'SBOBET', 'game'],
    ['IM', 'IM Sports', 'game'],
    ['BBIN', 'BBIN Sports', 'game'],
  ],
  FISH: [
    ['JDB', 'JDB Fishing', 'VASSALAGE'],
    ['CQ9', 'CQ9 Fishing', 'VASSALAGE'],
    ['FC', 'Fa Chai Fishing', 'VASSALAGE'],
    ['AG', 'AG Fishing King', 'VASSALAGE'],
  ],
  PVP: [
    ['KY', 'KY Gaming', 'VASSALAGE'],
    ['LEG', 'Leg Gaming', 'VASSALAGE'],
    ['VG', 'VG Gaming', 'VASSALAGE'],
    ['JDB', 'JDB Cards', 'VASSALAGE'],
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

const CLASSIFY: SeededGame['classify'][] = ['SC', 'SC', 'SC', 'VP', 'TG', 'AC', 'JP'];

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

interface Seed {
  vendors: Record<SandboxGameType, SandboxVendorCard[]>;
  games: SeededGame[];
}

function seed(): Seed {
  let cardId = 500;
  const vendors = {} as Record<SandboxGameType, SandboxVendorCard[]>;
  for (const type of SANDBOX_GAME_TYPES) {
    vendors[type] = VENDORS[type].map(([accountTypeName, displayName, isGame]) => ({
      cardId: ++cardId,
      accountTypeName,
      displayName,
      smallIcon: `/wps/res/img/vendor/${accountTypeName.toLowerCase()}.svg`,
      gameType: type,
      isGame,
    }));
  }
  const games: SeededGame[] = [];
  let nodeId = 100000;
  for (const type of SANDBOX_GAME_TYPES) {
    for (const [vendor, displayName] of VENDORS[type]) {
      // Sports, esports and lottery vendors have one lobby "game" that launches the vendor's own site.
      const names = GAMES[type]?.[vendor] ?? [displayName];
      names.forEach((name, index) => {
        const code = `${vendor.toLowerCase()}-${slug(name)}`;
        const h = hash(`${type}:${code}`);
        games.push({
          nodeId: String(++nodeId),
          nodeName: name,
          roomId: type === 'LIVE' ? `${vendor}-${String(index + 1).padStart(2, '0')}` : null,
          displayName: name,
          gameName: code,
          gameType: type,
          showIcon: `/wps/res/img/game/${code}.svg`,
          // About a third of slots, fishing and cards games offer a free trial; live, sports and lottery never do.
          supportPlay: ['RNG', 'FISH', 'PVP'].includes(type) && h % 3 === 0 ? 0 : 1,
          vassalage: vendor,
          classify: type === 'RNG' ? CLASSIFY[h % CLASSIFY.length]! : 'TG',
        });
      });
    }
  }
  return { vendors, games };
}

const isGameType = (value: string | null): value is SandboxGameType =>
  value !== null && (SANDBOX_GAME_TYPES as readonly string[]).includes(value);

/** The whitelabel flag of the lottery area: a merchant with it off gets no lottery lanes (DESIGN.md §8: `lite`). */
const LOTTERY_FLAG = 'LOTTERY3';
/** Used only by a hand-made context without flags (an area unit test). */
const NO_LOTTERY_MERCHANTS = ['lite'];

/** The games-lobby area of the sandbox: lanes, vendors and paged game lists, seeded deterministically. */
export const gamesLobbyArea: SandboxAreaFactory = (ctx) => {
  let data = seed();
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
              cards: data.vendors[title].map((card) => ({ ...card })),
            }),
          ),
        );
      }),
      http.get(anyOrigin('/wps/game/vendors'), ({ request }) => {
        const gameType = new URL(request.url).searchParams.get('gameType');
        if (!isGameType(gameType)) return ctx.fail('param.invalid', `Unknown gameType: ${gameType ?? ''}`);
        return ctx.ok(data.vendors[gameType].map((card) => ({ ...card })));
      }),
      http.get(anyOrigin('/wps/game/list'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const gameType = query.get('gameType');
        if (!isGameType(gameType)) return ctx.fail('param.invalid', `Unknown gameType: ${gameType ?? ''}`);
        const vassalage = query.get('vassalage');
        const name = (query.get('gameName') ?? '').trim().toLowerCase();
        const classify = query.get('gameClassify');
        const pageNo = Math.max(1, Number.parseInt(query.get('pageNo') ?? '1', 10) || 1);
        const pageSize = Math.min(100, Math.max(1, Number.parseInt(query.get('pageSize') ?? '40', 10) || 40));
        const matching = data.games.filter(
          (game) =>
            game.gameType === gameType &&
            (!vassalage || game.vassalage === vassalage) &&
            (!name || game.displayName.toLowerCase().includes(name) || game.gameName.includes(name)) &&
            (!classify || classify === 'ALL' || game.classify === classify),
        );
        const games = matching
          .slice((pageNo - 1) * pageSize, pageNo * pageSize)
          .map(({ classify: _classify, ...game }) => game);
        return ctx.ok({
          games,
          totalPages: Math.ceil(matching.length / pageSize),
          pageSize,
          pageNum: pageNo,
        });
      }),
    ],
    reset() {
      data = seed();
    },
  };
};
