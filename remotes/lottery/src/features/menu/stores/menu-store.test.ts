import { createFakeShell } from '@wl/shell-contract/testing';
import { setupSandboxServer } from '@wl/sandbox/testing';
import type { MenuGame, MenuGroup } from '../api/game-menus';
import { MenuStore, sectionOf } from './menu-store';

setupSandboxServer();

const game = (code: string, live = 0): MenuGame => ({
  gameId: code.length,
  gameCode: code,
  remark: code,
  defaultPlayType: `${code}_PT`,
  webIconUrl: null,
  liveVideoSwitch: live,
});
const group = (games: MenuGame[]): MenuGroup => ({ groupId: 1, groupCode: 'G', groupName: 'G', games });
const codes = (games: MenuGame[]) => games.map((g) => g.gameCode);

describe('the lottery menu', () => {
  it('shows 4 games of a group and folds the rest, up to 5 lottery games', () => {
    const section = sectionOf(group(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((c) => game(c))));
    expect(codes(section.shown)).toEqual(['A', 'B', 'C', 'D']);
    expect(codes(section.folded)).toEqual(['E']);
    expect(section.live).toBe(false);
  });

  it('keeps up to 5 live-video games, and a group of 4 or fewer has nothing folded', () => {
    const live = sectionOf(group(['L1', 'L2', 'L3', 'L4', 'L5', 'L6'].map((c) => game(c, 1))));
    expect(live.live).toBe(true);
    expect(codes([...live.shown, ...live.folded])).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    const small = sectionOf(group(['A', 'B', 'C', 'D'].map((c) => game(c))));
    expect(small.folded).toEqual([]);
  });

  it('a mixed group keeps 5 of each kind', () => {
    const games = [
      ...['A', 'B', 'C', 'D', 'E', 'F'].map((c) => game(c)),
      ...['L1', 'L2'].map((c) => game(c, 1)),
    ];
    const section = sectionOf(group(games));
    expect(codes([...section.shown, ...section.folded])).toEqual(['A', 'B', 'C', 'D', 'E', 'L1', 'L2']);
    expect(section.live).toBe(false);
  });

  it('loads the groups, unfolds and folds a group, and opens a game with its default play type', async () => {
    const fake = createFakeShell();
    const store = new MenuStore(fake.shell);
    await store.fetch();
    expect(store.load.status).toBe('ready');
    const ssc = store.sections.find((s) => s.group.groupCode === 'SSC')!;
    expect(codes(store.visible(ssc))).toEqual(['CQSSC', 'TXFFC', 'CASSC', 'XJSSC']);
    store.toggle(ssc.group.groupId);
    expect(store.isOpen(ssc.group.groupId)).toBe(true);
    expect(codes(store.visible(ssc))).toEqual(['CQSSC', 'TXFFC', 'CASSC', 'XJSSC', 'TJSSC']);
    store.toggle(ssc.group.groupId);
    expect(store.visible(ssc)).toHaveLength(4);
    store.choose(ssc.shown[0]!);
    expect(fake.navigations).toEqual(['/lottery?gameCode=CQSSC&playType=SSC_5X_ZX']);
  });
});
