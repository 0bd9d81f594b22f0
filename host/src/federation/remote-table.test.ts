import { remoteOwningPath } from './remote-table';

describe('remoteOwningPath', () => {
  it.each([
    ['/electron', 'games-lobby'],
    ['/electron/hot', 'games-lobby'],
    ['/seamless', 'games-lobby'],
    ['/lottery/results', 'lottery'],
    ['/vnLottery', 'lottery'],
    ['/promotions', 'promotions'],
    ['/member/profile', 'member-centre'],
  ])('%s belongs to %s', (path, id) => expect(remoteOwningPath(path)).toBe(id));

  it.each(['/', '/login', '/register', '/electronics', '/Lottery'])('%s belongs to no area', (path) =>
    expect(remoteOwningPath(path)).toBeNull(),
  );
});
