import {
  LONG_DRAGON_GAME_CODE,
  LONG_DRAGON_MODE,
  LOTTERY_MODES,
  lottoModeOf,
  MODE_GAME_TYPE,
  modeOfBasePath,
  THAI_GROUP_IDS,
} from './constants';

describe('the mode table (spec/products.md §4)', () => {
  it('names LOTT 1 Traditional / 2 Entertainment, ELOTT 1 Elott_Traditional / 2 Elott_Entertainment, SEA', () => {
    expect(LOTTERY_MODES).toEqual({
      LOTT: { 1: 'Traditional', 2: 'Entertainment' },
      ELOTT: { 1: 'Elott_Traditional', 2: 'Elott_Entertainment' },
      SEA: 'SEA_Tradition',
    });
  });

  it('picks the mode by type and lMode, 1 by default', () => {
    expect(lottoModeOf({ gameType: 'LOTT' })).toBe('Traditional');
    expect(lottoModeOf({ gameType: 'LOTT', mode: 2 })).toBe('Entertainment');
    expect(lottoModeOf({ gameType: 'ELOTT', mode: 1 })).toBe('Elott_Traditional');
    expect(lottoModeOf({ gameType: 'ELOTT', mode: 2 })).toBe('Elott_Entertainment');
    expect(lottoModeOf({ gameType: 'LOTT', mode: 7 })).toBe('Traditional');
  });

  it('bets the Thai groups (9, 10, 11) in SEA_Tradition and long_dragon in mode 2', () => {
    expect(THAI_GROUP_IDS).toEqual([9, 10, 11]);
    expect(lottoModeOf({ gameType: 'LOTT', mode: 2, thai: true })).toBe('SEA_Tradition');
    expect(LONG_DRAGON_GAME_CODE).toBe('long_dragon');
    expect(LONG_DRAGON_MODE).toBe(2);
    expect(lottoModeOf({ gameType: 'LOTT', mode: 1, longDragon: true })).toBe('Entertainment');
    expect(lottoModeOf({ gameType: 'ELOTT', longDragon: true })).toBe('Elott_Entertainment');
  });

  it('lists the LOTT games at /lott and the ELOTT games at /elott', () => {
    expect(MODE_GAME_TYPE[modeOfBasePath('/lott')]).toBe('LOTT');
    expect(MODE_GAME_TYPE[modeOfBasePath('/elott/')]).toBe('ELOTT');
    expect(MODE_GAME_TYPE[modeOfBasePath('/lottery')]).toBeNull();
  });
});
