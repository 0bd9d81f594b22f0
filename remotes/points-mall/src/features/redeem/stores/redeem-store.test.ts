import { serverRefusal } from '@wl/api-client/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import type { PointConfig } from '../../../api/point-config';
import type { Reward } from '../../../api/rewards';
import { redeemEndpoint } from '../api/redeem';
import { RedeemStore } from './redeem-store';

const CONFIG: PointConfig = {
  pointExchangeRate: '1',
  liveBet: '0.5',
  lottoBet: '0.8',
  pvpBet: '0.25',
  rngBet: '1.2',
  sportBet: '1.125',
  deposit: '2',
  lineEnabled: true,
  phoneMinLength: 10,
  phoneMaxLength: 16,
};

const REWARD: Reward = {
  id: 502,
  name: 'AirPods',
  type: 1,
  price: '18800',
  mpPointAmount: '9800',
  mpMoneyAmount: '0.1',
  displayPointMoneyAmt: 'Y',
  inventory: 12,
  adjustedCount: 0,
  description: null,
  imageLink: null,
  merchandiseImages: [],
};

function setUp({
  flags,
  reward = REWARD,
  config = CONFIG,
}: { flags?: string[]; reward?: Reward; config?: PointConfig } = {}) {
  const fake = createFakeShell(flags ? { flags } : {});
  const onRedeemed = jest.fn();
  const call = jest.spyOn(fake.shell.api, 'call');
  const published: unknown[] = [];
  fake.shell.events.subscribe('wallet.refreshRequested', (payload) => void published.push(payload));
  const store = new RedeemStore(fake.shell, reward, () => config, onRedeemed);
  return { fake, store, call, onRedeemed, published };
}

function fillAll(store: RedeemStore) {
  store.setValue('line', 'line.id');
  store.setValue('password', '135790');
  store.setValue('name', '张三');
  store.setValue('address', '世纪大道 100 号');
  store.setValue('telphone', '13800000001');
}

describe('RedeemStore', () => {
  it('prompts in the spec order: LINE, payment password, name, address, phone; then the phone format', () => {
    const { store, call } = setUp();
    const order: string[] = [];
    const steps: [keyof RedeemStore['values'], string][] = [
      ['line', 'line.id'],
      ['password', '135790'],
      ['name', '张三'],
      ['address', '世纪大道 100 号'],
      ['telphone', '1380000abcd'],
    ];
    for (const [field, value] of steps) {
      void store.submit();
      order.push((store.error as { key: string }).key);
      store.setValue(field, value);
    }
    void store.submit();
    order.push((store.error as { key: string }).key);
    expect(order).toEqual([
      'redeem_enter_line',
      'redeem_enter_payment_password',
      'redeem_enter_name',
      'redeem_enter_address',
      'redeem_enter_phone',
      'br_enright_cphone',
    ]);
    store.setValue('telphone', '123456789');
    expect(store.validate()).toEqual({ key: 'br_enright_cphone' });
    store.setValue('telphone', '12345678901234567');
    expect(store.validate()).toEqual({ key: 'br_enright_cphone' });
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for the login password without PAYMENTPASS3 and no LINE unless configured', () => {
    const { store } = setUp({ flags: ['PTSYS3'], config: { ...CONFIG, lineEnabled: false } });
    expect(store.asksLine).toBe(false);
    expect(store.asksPaymentPassword).toBe(false);
    expect(store.validate()).toEqual({ key: 'redeem_enter_password' });
  });

  it('keeps the quantity within 1..inventory and prices P and PM with decimal.js', () => {
    const { store } = setUp();
    fillAll(store);
    store.stepQuantity(-1);
    expect(store.quantity).toBe('1');
    store.setQuantity('3x');
    expect(store.quantity).toBe('3');
    expect(store.totalPoints).toBe('56400');
    expect(store.totalMoney).toBe('0.00');
    store.setRedeemType('PM');
    expect(store.totalPoints).toBe('29400');
    // 0.1 × 3 is exactly 0.30.
    expect(store.totalMoney).toBe('0.30');
    store.setQuantity('13');
    expect(store.validate()).toEqual({ key: 'redeem_quantity_range' });
    store.setQuantity('0');
    expect(store.validate()).toEqual({ key: 'redeem_quantity_range' });
    store.setQuantity('99');
    store.stepQuantity(1);
    expect(store.quantity).toBe('12');
  });

  it('cannot be sent while the point config (LINE asked or not) is being read', async () => {
    const fake = createFakeShell();
    const call = jest.spyOn(fake.shell.api, 'call');
    let pending = true;
    const store = new RedeemStore(
      fake.shell,
      REWARD,
      () => (pending ? null : CONFIG),
      jest.fn(),
      () => pending,
    );
    fillAll(store);
    expect(store.canSubmit).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(call).not.toHaveBeenCalled();
    pending = false;
    expect(store.canSubmit).toBe(true);
  });

  it('sends the redeem once while in flight, then reports success and asks for the wallet for PM', async () => {
    const { store, call, onRedeemed, published } = setUp();
    let answer!: (value: { recordId: number }) => void;
    call.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    fillAll(store);
    store.setRedeemType('PM');
    const first = store.submit();
    expect(store.busy).toBe(true);
    expect(store.canSubmit).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(redeemEndpoint, {
      body: {
        rewardId: 502,
        quantity: 1,
        redeemType: 'PM',
        password: '135790',
        province: '',
        telphone: '13800000001',
        address: '世纪大道 100 号',
        name: '张三',
        line: 'line.id',
        remarks: '',
      },
    });
    answer({ recordId: 1 });
    expect(await first).toBe(true);
    expect(onRedeemed).toHaveBeenCalledTimes(1);
    expect(published).toEqual([{ source: 'points-mall' }]);
  });

  it('shows the server refusal and keeps everything typed', async () => {
    const { store, call, onRedeemed } = setUp();
    call.mockRejectedValue(
      serverRefusal({
        endpointId: redeemEndpoint.id,
        errorCode: 'points.stock.insufficient',
        serverMessage: '库存不足',
      }),
    );
    fillAll(store);
    expect(await store.submit()).toBe(false);
    expect(store.error).toEqual({ text: '库存不足' });
    expect(store.values.name).toBe('张三');
    expect(store.values.password).toBe('135790');
    expect(store.busy).toBe(false);
    expect(onRedeemed).not.toHaveBeenCalled();
  });

  it('never submits a sold-out reward', async () => {
    const { store, call } = setUp({ reward: { ...REWARD, inventory: 0 } });
    fillAll(store);
    expect(store.canSubmit).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });
});
