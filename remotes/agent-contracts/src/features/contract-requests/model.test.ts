import { formatRate, isActiveStatus, listOf, toSections } from './model';

describe('contract request model', () => {
  it('formats rates of type P as percent with 2 decimals, others as amounts', () => {
    expect(formatRate('0.8', 'P')).toBe('0.80%');
    expect(formatRate('12.345', 'P')).toBe('12.35%'); // half-up
    expect(formatRate('1500', 'P')).toBe('1,500.00%');
    expect(formatRate('188', 'F')).toBe('188.00');
    expect(formatRate('15.5')).toBe('15.50%'); // dividend and real-time rates are percentages
    expect(formatRate('abc', 'P')).toBe('-');
  });

  it('splits statuses into new (P, E) and termination (V) requests; A and V count as active', () => {
    expect(['P', 'E', 'V', 'A', 'C', 'R'].map(listOf)).toEqual([
      'new',
      'new',
      'termination',
      'other',
      'other',
      'other',
    ]);
    expect(['P', 'E', 'V', 'A', 'C', 'R'].filter(isActiveStatus)).toEqual(['V', 'A']);
  });

  it('flattens every kind into sections in display order', () => {
    const sections = toSections({
      dividend: [
        {
          productType: 'LOTT',
          computationPeriod: 'MONTHLY',
          contracts: [
            {
              id: 1,
              status: 'E',
              minimumBet: '1000',
              netLoss: '200.5',
              activeMember: 1200,
              contractRate: '10',
              periodicTotalBet: '5000',
              periodicTotalBetRequired: '1000',
              downlineHigherRate: 'Y',
            },
          ],
        },
      ],
      dailySalary: [
        { id: 2, status: 'A', details: [{ betVolume: '1', activeMember: 1, rateType: 'P', rate: '1' }] },
      ],
      hourlySalary: [],
      realTimeSalary: [
        {
          contractId: 3,
          status: 'V',
          realTimeSalaryRates: [{ betAmount: '100', lossRate: '0.5', winRate: '0.25' }],
        },
      ],
    });
    expect(sections.map((s) => s.kind)).toEqual([
      'dividend',
      'dailySalary',
      'hourlySalary',
      'realTimeSalary',
    ]);
    expect(sections[0]!.newRequests[0]).toMatchObject({
      id: 1,
      productType: 'LOTT',
      higherRate: true,
      tiers: [['1,000.00', '200.50', '1,200', '10.00%', '5,000.00', '1,000.00']],
    });
    expect(sections[1]!.otherRequests.map((r) => [r.id, r.active])).toEqual([[2, true]]);
    expect(sections[2]!.total).toBe(0);
    expect(sections[3]!.terminationRequests[0]!.tiers).toEqual([['100.00', '0.50%', '0.25%']]);
  });
});
