import { actionBody, formatRate, isActiveStatus, isWaiting, listOf, toRows, toSections } from './model';

describe('contract request model', () => {
  it('formats rates of type P as percent with 2 decimals, others as amounts', () => {
    expect(formatRate('0.8', 'P')).toBe('0.80%');
    expect(formatRate('12.345', 'P')).toBe('12.35%'); // half-up
    expect(formatRate('1500', 'P')).toBe('1,500.00%');
    expect(formatRate('188', 'F')).toBe('188.00');
    expect(formatRate('15.5')).toBe('15.50%'); // dividend and real-time rates are percentages
    expect(formatRate('abc', 'P')).toBe('-');
  });

  it('lists P, E and accepted (A) as new requests, V as termination requests; A and V count as active', () => {
    expect(['P', 'E', 'V', 'A', 'C', 'R'].map(listOf)).toEqual([
      'new',
      'new',
      'termination',
      'new',
      'other',
      'other',
    ]);
    expect(['P', 'E', 'V', 'A', 'C', 'R'].filter(isActiveStatus)).toEqual(['V', 'A']);
    expect(['P', 'E', 'V', 'A', 'C', 'R'].filter(isWaiting)).toEqual(['P', 'E', 'V']);
  });

  it('offers Accept (A) and Reject (R) for P and E, Terminate (C) and Reject (A) for V, nothing otherwise', () => {
    const rows = toRows({
      dividend: [],
      dailySalary: ['P', 'E', 'V', 'A', 'C', 'R'].map((status, i) => ({ id: i, status, details: [] })),
      hourlySalary: [],
      realTimeSalary: [],
    }).dailySalary;
    expect(rows.map((r) => r.actions.map((a) => `${a.key}:${a.status}`))).toEqual([
      ['action_accept:A', 'action_reject:R'],
      ['action_accept:A', 'action_reject:R'],
      ['action_terminate:C', 'action_reject:A'],
      [],
      [],
      [],
    ]);
  });

  it("builds each kind's payload (spec/products.md §7)", () => {
    const rows = toRows({
      dividend: [
        {
          productType: 'LOTT',
          computationPeriod: 'WEEKLY',
          contracts: [
            {
              id: 9,
              status: 'P',
              minimumBet: '1',
              netLoss: '1',
              activeMember: 1,
              contractRate: '1',
              periodicTotalBet: '1',
              periodicTotalBetRequired: '1',
              downlineHigherRate: 'N',
            },
          ],
        },
      ],
      dailySalary: [{ id: 2, status: 'P', details: [] }],
      hourlySalary: [{ contractId: 3, status: 'V', productType: 'LIVE', hourSalaryRates: [] }],
      realTimeSalary: [{ contractId: 4, status: 'P', realTimeSalaryRates: [] }],
    });
    expect(actionBody(rows.dividend[0]!, 'A')).toEqual({
      productType: 'LOTT',
      computationPeriod: 'WEEKLY',
      status: 'A',
    });
    expect(actionBody(rows.dailySalary[0]!, 'R')).toEqual({ id: 2, status: 'R' });
    expect(actionBody(rows.hourlySalary[0]!, 'C')).toEqual({
      contractId: 3,
      status: 'C',
      productType: 'LIVE',
    });
    expect(actionBody(rows.realTimeSalary[0]!, 'A')).toEqual({ contractId: 4, status: 'A' });
  });

  it('flattens every kind into sections in display order', () => {
    const value = () => ({
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
    const sections = toSections(value());
    expect(sections.map((s) => s.kind)).toEqual([
      'dividend',
      'dailySalary',
      'hourlySalary',
      'realTimeSalary',
    ]);
    expect(sections[0]!.newRequests[0]).toMatchObject({
      id: null,
      key: 'dividend-LOTT-MONTHLY',
      productType: 'LOTT',
      higherRate: true,
      tiers: [['1,000.00', '200.50', '1,200', '10.00%', '5,000.00', '1,000.00']],
    });
    expect(sections[1]!.newRequests.map((r) => [r.id, r.active])).toEqual([[2, true]]);
    // The modal keeps what waits: the accepted daily salary is not there.
    expect(toSections(value(), true)[1]!.total).toBe(0);
    expect(sections[2]!.total).toBe(0);
    expect(sections[3]!.terminationRequests[0]!.tiers).toEqual([['100.00', '0.50%', '0.25%']]);
  });

  it('shows a dividend group as one request, one per status when its tiers differ', () => {
    const tier = (id: number, status: string, higher: 'Y' | 'N') => ({
      id,
      status,
      minimumBet: '1',
      netLoss: '1',
      activeMember: 1,
      contractRate: '1',
      periodicTotalBet: '1',
      periodicTotalBetRequired: '1',
      downlineHigherRate: higher,
    });
    const rows = toRows({
      dividend: [
        {
          productType: 'LIVE',
          computationPeriod: 'DAILY',
          contracts: [tier(1, 'P', 'N'), tier(2, 'P', 'Y'), tier(3, 'V', 'N')],
        },
      ],
      dailySalary: [],
      hourlySalary: [],
      realTimeSalary: [],
    }).dividend;
    expect(rows.map((r) => [r.key, r.status, r.tiers.length, r.higherRate])).toEqual([
      ['dividend-LIVE-DAILY-P', 'P', 2, true],
      ['dividend-LIVE-DAILY-V', 'V', 1, false],
    ]);
  });
});
