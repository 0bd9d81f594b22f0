import {
  decideLaunch,
  gameRoute,
  gameUrlOf,
  launchGameId,
  launchLanguage,
  launchPlatform,
  launchQuery,
  opensNewWindow,
  safeGameUrl,
  trialQuery,
} from './launch-rules';

/**
 * The launch rules of spec/products.md §4 vendor by vendor: the platform sent (flash rule for PT, PTSS, DG, GPI), the
 * language (EN for JDB, AE, DG), the window (BBIN always new; otherwise appNewWindow 1 or 2), and the URL taken from
 * the answer (ALB's player page, game_url2).
 */
const TABLE: {
  vendor: string;
  gamePlatform: string | null;
  platform: string;
  language: string;
  appNewWindow: number;
  window: 'new' | 'page';
  url: 'game_url' | 'game_url2';
}[] = [
  {
    vendor: 'PG',
    gamePlatform: null,
    platform: 'html5-desktop',
    language: 'TH',
    appNewWindow: 0,
    window: 'page',
    url: 'game_url',
  },
  {
    vendor: 'PG',
    gamePlatform: 'html5',
    platform: 'html5-desktop',
    language: 'TH',
    appNewWindow: 1,
    window: 'new',
    url: 'game_url',
  },
  {
    vendor: 'PT',
    gamePlatform: 'flash',
    platform: 'flash',
    language: 'TH',
    appNewWindow: 2,
    window: 'new',
    url: 'game_url',
  },
  {
    vendor: 'PT',
    gamePlatform: 'html5',
    platform: 'html5',
    language: 'TH',
    appNewWindow: 0,
    window: 'page',
    url: 'game_url',
  },
  {
    vendor: 'PTSS',
    gamePlatform: null,
    platform: 'flash',
    language: 'TH',
    appNewWindow: 0,
    window: 'page',
    url: 'game_url',
  },
  {
    vendor: 'DG',
    gamePlatform: 'html5-desktop',
    platform: 'flash',
    language: 'EN',
    appNewWindow: 0,
    window: 'page',
    url: 'game_url',
  },
  {
    vendor: 'GPI',
    gamePlatform: 'html5',
    platform: 'html5',
    language: 'TH',
    appNewWindow: 3,
    window: 'page',
    url: 'game_url',
  },
  {
    vendor: 'JDB',
    gamePlatform: null,
    platform: 'html5-desktop',
    language: 'EN',
    appNewWindow: 0,
    window: 'page',
    url: 'game_url',
  },
  {
    vendor: 'AE',
    gamePlatform: null,
    platform: 'html5-desktop',
    language: 'EN',
    appNewWindow: 1,
    window: 'new',
    url: 'game_url',
  },
  {
    vendor: 'BBIN',
    gamePlatform: null,
    platform: 'html5-desktop',
    language: 'TH',
    appNewWindow: 0,
    window: 'new',
    url: 'game_url',
  },
  {
    vendor: 'ALB',
    gamePlatform: null,
    platform: 'html5-desktop',
    language: 'TH',
    appNewWindow: 2,
    window: 'new',
    url: 'game_url2',
  },
];

describe('launch rules by vendor (spec/products.md §4)', () => {
  it.each(TABLE)(
    '$vendor ($gamePlatform, appNewWindow $appNewWindow) → $platform, $language, $window window, $url',
    ({ vendor, gamePlatform, platform, language, appNewWindow, window, url }) => {
      expect(launchPlatform(vendor, gamePlatform)).toBe(platform);
      expect(launchLanguage(vendor, 'TH')).toBe(language);
      expect(opensNewWindow(vendor, appNewWindow) ? 'new' : 'page').toBe(window);
      expect(gameUrlOf(vendor, { game_url: 'game_url', game_url2: 'game_url2' })).toBe(url);
      const decision = decideLaunch({ gameId: 'g', vassalage: vendor, appNewWindow, gameType: 'RNG' }, true);
      expect(decision).toEqual({ kind: 'launch', demo: false, window, route: '/seamless?gameType=RNG' });
    },
  );
});

describe('launch decisions', () => {
  it('says in_stay_tuned without gameId and roomId; roomId alone is enough', () => {
    expect(decideLaunch({ vassalage: 'PG', nodeId: '1' }, true)).toEqual({ kind: 'stay_tuned' });
    expect(decideLaunch({ vassalage: 'PG', gameId: '', roomId: null }, true)).toEqual({ kind: 'stay_tuned' });
    expect(decideLaunch({ vassalage: 'EVO', roomId: 'EVO-01', gameType: 'LIVE' }, true)).toMatchObject({
      kind: 'launch',
      window: 'page',
      route: '/seamless?gameType=LIVE',
    });
  });

  it('launches a demo only when freeplay is 1 and free play is on, through /trial', () => {
    const demo = { vassalage: 'PG', gameId: 'g', gameType: 'RNG', demo: true };
    expect(decideLaunch({ ...demo, freeplay: 1 }, true)).toEqual({
      kind: 'launch',
      demo: true,
      window: 'page',
      route: '/trial?gameType=RNG',
    });
    expect(decideLaunch({ ...demo, freeplay: 0 }, true)).toEqual({ kind: 'stay_tuned' });
    expect(decideLaunch({ ...demo, freeplay: 1 }, false)).toEqual({ kind: 'stay_tuned' });
    expect(gameRoute(false, undefined)).toBe('/seamless?gameType=');
  });

  it('maps sport ids 0 and 1 to 1, and only for sports', () => {
    expect(launchGameId('SPORTS', '0')).toBe('1');
    expect(launchGameId('SPORTS', '1')).toBe('1');
    expect(launchGameId('SPORTS', '2')).toBe('2');
    expect(launchGameId('RNG', '0')).toBe('0');
  });

  it('builds exactly the launch parameters of §3, leaving out the empty ones', () => {
    const launcher = { username: 'player01', token: 'tok', merchantCode: 'demo', language: 'cimode' };
    expect(
      launchQuery(
        { gameId: '0', nodeId: 5, vassalage: 'SABA', gameType: 'SPORTS', matchId: 9, sourceType: 'banner' },
        launcher,
      ),
    ).toEqual({
      gameId: '1',
      nodeId: '5',
      matchId: '9',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'SABA',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'player01',
      token: 'tok',
      language: 'CN',
      merchantCode: 'demo',
      sourceType: 'banner',
    });
    expect(
      launchQuery(
        {
          gameId: 'x',
          vassalage: 'WLLOTT',
          gameType: 'LOTT',
          lottoMode: 2,
          lottoGameCode: 'CQSSC',
          leagueId: 3,
        },
        { ...launcher, language: 'JA' },
      ),
    ).toMatchObject({
      launchMode: 'LOTT',
      lottoMode: '2',
      lottoGameCode: 'CQSSC',
      leagueId: '3',
      language: 'JA',
    });
    expect(
      launchQuery({ gameId: 'x', vassalage: 'PG', demo: true, marketingDetailId: 7 }, launcher),
    ).toMatchObject({
      accountType: 0,
      marketingDetailId: '7',
    });
    expect(trialQuery({ gameId: 'g', nodeId: '10', vassalage: 'PT', platform: 'html5' })).toEqual({
      gameId: 'g',
      nodeId: '10',
      platform: 'html5',
    });
  });

  it('opens only http(s) game URLs, resolving paths against the site', () => {
    expect(safeGameUrl('/__sandbox/game?session=1', 'http://localhost:8080/live')).toBe(
      'http://localhost:8080/__sandbox/game?session=1',
    );
    expect(safeGameUrl('https://games.example/x', 'http://localhost/')).toBe('https://games.example/x');
    expect(safeGameUrl('javascript:alert(1)', 'http://localhost/')).toBeNull();
    expect(safeGameUrl('data:text/html,x', 'http://localhost/')).toBeNull();
  });
});
