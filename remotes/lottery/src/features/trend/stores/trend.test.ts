import { trendRows } from './trend';

const draw = (numero: string, winNo: string) => ({ gameCode: 'X', numero, winNo });

describe('trend chart rows', () => {
  it('SSC: one block of 0-9 per position, oldest draw first, misses counted since the last hit', () => {
    const { blocks, rows } = trendRows([
      draw('3', '2,0,0,0,0'),
      draw('2', '1,0,0,0,0'),
      draw('1', '1,0,0,0,0'),
    ]);
    expect(blocks.map((b) => b.position)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.numero)).toEqual(['1', '2', '3']);
    const first = rows.map((r) => r.blocks[0]!);
    expect(first[0]![1]).toEqual({ value: '1', hit: true, miss: 0 });
    expect(first[1]![1]).toEqual({ value: '1', hit: true, miss: 0 });
    expect(first[2]![1]).toEqual({ value: '1', hit: false, miss: 1 });
    expect(first[2]![2]).toEqual({ value: '2', hit: true, miss: 0 });
    expect(first[2]![9]).toEqual({ value: '9', hit: false, miss: 3 });
  });

  it('11X5: one distribution block of 01-11 holding every ball', () => {
    const { blocks, rows } = trendRows([draw('1', '01,05,08,10,11')]);
    expect(blocks).toEqual([
      { position: 0, values: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'] },
    ]);
    expect(rows[0]!.blocks[0]!.filter((c) => c.hit).map((c) => c.value)).toEqual([
      '01',
      '05',
      '08',
      '10',
      '11',
    ]);
  });

  it('is empty without draws', () => {
    expect(trendRows([])).toEqual({ blocks: [], rows: [] });
  });
});
