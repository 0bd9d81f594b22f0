import { QUICK_PICK_COUNT } from './constants';
import { randomBelow, type RandomSource } from '../../lib/random/random-below';
import { pickKindOf, quickPick, sscPick, x5Pick } from './random-numbers';

const DRAWS = 5000;

/** A source that answers the given 32-bit values in turn. */
const scripted =
  (...values: number[]): RandomSource =>
  (buffer) => {
    buffer[0] = values.shift()!;
    return buffer;
  };

describe('quick-pick numbers', () => {
  it('SSC: 5 digits 0-9, over many draws, every digit in every place', () => {
    const seen = Array.from({ length: QUICK_PICK_COUNT }, () => new Set<string>());
    for (let i = 0; i < DRAWS; i++) {
      const pick = sscPick();
      expect(pick).toHaveLength(5);
      pick.forEach((digit, place) => {
        expect(digit).toMatch(/^[0-9]$/);
        seen[place]!.add(digit);
      });
    }
    for (const place of seen) expect(place.size).toBe(10);
  });

  it('11X5: 5 distinct numbers 01-11, two digits, over many draws every number comes up', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < DRAWS; i++) {
      const pick = x5Pick();
      expect(pick).toHaveLength(5);
      expect(new Set(pick).size).toBe(5);
      for (const number of pick) {
        expect(number).toMatch(/^(0[1-9]|1[01])$/);
        counts.set(number, (counts.get(number) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ]);
    // Each number is in 5/11 of the picks: about 2273 of 5000; far from it only if the shuffle were biased.
    for (const count of counts.values()) expect(Math.abs(count - (DRAWS * 5) / 11)).toBeLessThan(250);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    quickPick('ssc');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('is unbiased: a value of the last incomplete block is drawn again', () => {
    // 2^32 % 10 = 6: the 6 values from 2^32 - 6 up would favour 0-5, so they are rejected.
    expect(randomBelow(10, scripted(2 ** 32 - 1, 2 ** 32 - 6, 13))).toBe(3);
    expect(randomBelow(10, scripted(2 ** 32 - 7))).toBe((2 ** 32 - 7) % 10);
    expect(() => randomBelow(0)).toThrow(RangeError);
  });

  it('knows which games follow which rules', () => {
    expect(pickKindOf({ gameCode: 'CQSSC', gameGroupCode: 'SSC' })).toBe('ssc');
    expect(pickKindOf({ gameCode: 'TXFFC', gameGroupCode: 'FAST' })).toBe('ssc');
    expect(pickKindOf({ gameCode: 'CASSC', gameGroupCode: 'FAST' })).toBe('ssc');
    expect(pickKindOf({ gameCode: 'SD11X5', gameGroupCode: '11X5' })).toBe('11x5');
    expect(pickKindOf({ gameCode: 'JSSC', gameGroupCode: 'FAST', liveVideoSwitch: 1 })).toBeNull();
    expect(pickKindOf({ gameCode: 'THGOV', gameGroupCode: 'THAI' })).toBeNull();
  });
});
