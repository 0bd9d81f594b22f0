import { modeOfBasePath } from '../../constants';
import { ballStyleOf, ballsOf } from '../draws/balls';
import type { LotteryGame } from '../../api/lottery-games';
import { gameTypeOf, groupGames, inLottoGameGroup } from './games-store';

const game = (gameCode: string, gameGroupId: number, gameGroupCode: string | null): LotteryGame => ({
  gameId: 1,
  gameCode,
  remark: gameCode,
  remainTime: 60,
  liveVideoSwitch: 0,
  gameGroupId,
  gameGroupCode,
});

describe('lottery groups', () => {
  it('groups games in server order and treats groups 9, 10 and 11 as Thai', () => {
    const groups = groupGames([
      game('CQSSC', 1, 'SSC'),
      game('THGOV', 9, 'THAI'),
      game('XJSSC', 1, 'SSC'),
      game('HANOI', 10, 'VNHANOI'),
      game('LAO', 11, null),
      game('TXFFC', 5, 'FAST'),
    ]);
    expect(groups.map((g) => [g.code, g.thai, g.games.map((x) => x.gameCode)])).toEqual([
      ['SSC', false, ['CQSSC', 'XJSSC']],
      ['THAI', true, ['THGOV']],
      ['VNHANOI', true, ['HANOI']],
      ['THAI', true, ['LAO']],
      ['FAST', false, ['TXFFC']],
    ]);
  });

  it('reads the product type of a game, LOTT when absent', () => {
    expect(gameTypeOf({ gameType: 'ELOTT' })).toBe('ELOTT');
    expect(gameTypeOf({ gameType: 'elott' })).toBe('ELOTT');
    expect(gameTypeOf({ gameType: 'LOTT' })).toBe('LOTT');
    expect(gameTypeOf({ gameType: null })).toBe('LOTT');
  });

  it('matches a lottoGameGroup tag on the group code, the type or the vendor', () => {
    const txffc = { ...game('TXFFC', 5, 'FAST'), gameType: 'ELOTT', vassalage: 'ELOTT' };
    expect(inLottoGameGroup(txffc, 'fast')).toBe(true);
    expect(inLottoGameGroup(txffc, 'ELOTT')).toBe(true);
    expect(inLottoGameGroup(txffc, 'WLLOTT')).toBe(false);
    expect(inLottoGameGroup({ ...game('CQSSC', 1, 'SSC'), vassalage: 'WLLOTT' }, 'WLLOTT')).toBe(true);
  });

  it('maps base paths to lobby modes', () => {
    expect(modeOfBasePath('/lottery')).toBe('all');
    expect(modeOfBasePath('/lott')).toBe('traditional');
    expect(modeOfBasePath('/elott/')).toBe('entertainment');
  });
});

describe('draw formats', () => {
  it('reads SSC, 11X5 and PK10 winning numbers', () => {
    expect(ballsOf('3,0,7,1,9')).toEqual(['3', '0', '7', '1', '9']);
    expect(ballStyleOf(ballsOf('3,0,7,1,9'))).toBe('digit');
    expect(ballStyleOf(ballsOf('01,05,08,10,11'))).toBe('pick');
    expect(ballStyleOf(ballsOf('03,07,01,10,02,05,04,09,06,08'))).toBe('pk10');
    expect(ballsOf(null)).toEqual([]);
  });
});
