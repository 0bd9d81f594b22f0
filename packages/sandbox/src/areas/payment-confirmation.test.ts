import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const BASE = 'http://localhost:8080/wps/agent/payment-confirmations';

async function list(token?: string) {
  const response = await fetch(BASE, {
    headers: { Merchant: 'demo', ...(token ? { Authorization: token } : {}) },
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; value?: unknown } };
}

async function processPayment(token: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${BASE}/process`, {
    method: 'POST',
    headers: { Merchant: 'demo', Authorization: token },
    body: form,
  });
  return (await response.json()) as { success: boolean; errorCode?: string; value?: unknown };
}

/** POST /__sandbox/payment-confirmations: queue a payment for a member. */
async function queue(body: Record<string, unknown>) {
  const response = await fetch('http://localhost:8080/__sandbox/payment-confirmations', {
    method: 'POST',
    headers: { Merchant: 'demo', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; value?: unknown } };
}

/** agent01's queue for the processing test: one plain payment and one auto-confirmable. */
async function queueForAgent01() {
  await queue({ account: 'agent01', payDetailId: 'PD20001', amount: '500.00', remainingAmount: '1500.00' });
  await queue({
    account: 'agent01',
    payDetailId: 'PD20002',
    amount: '1200.50',
    remainingAmount: '300.00',
    isAutoConfirmed: true,
  });
}

describe('payment confirmation calls', () => {
  it('lists the seeded payments of the member (agent02 only); needs a login', async () => {
    expect((await list()).status).toBe(401);
    const value = (await list(sandbox.issueToken('agent02'))).body.value as { payDetailId: string }[];
    expect(value.map((item) => item.payDetailId)).toEqual(['PD30001']);
    for (const account of ['agent01', 'player01', 'poor01'])
      expect((await list(sandbox.issueToken(account))).body.value).toEqual([]);
  });

  it('queues a payment with the admin hook, replacing one of the same id; refuses an unknown account', async () => {
    const { body } = await queue({
      account: 'player01',
      payDetailId: 'PD1',
      amount: '12.50',
      isAutoConfirmed: true,
    });
    expect(body.value).toEqual({
      queue: [{ payDetailId: 'PD1', amount: '12.50', remainingAmount: '0.00', isAutoConfirmed: true }],
      delivered: 0,
    });
    await queue({ account: 'player01', payDetailId: 'PD1', amount: '13.00' });
    expect((await list(sandbox.issueToken('player01'))).body.value).toEqual([
      { payDetailId: 'PD1', amount: '13.00', remainingAmount: '0.00', isAutoConfirmed: false },
    ]);
    expect((await queue({ account: 'nobody', payDetailId: 'PD2' })).status).toBe(404);
    expect((await queue({ account: 'player01' })).status).toBe(400);
  });

  it('processes Y, refuses A where not offered and N without a proper image, and removes processed items', async () => {
    await queueForAgent01();
    const token = sandbox.issueToken('agent01');
    expect(await processPayment(token, { isMoneyReceived: 'A', payDetailId: 'PD20001' })).toMatchObject({
      success: false,
      errorCode: 'payment.auto.unavailable',
    });
    expect(await processPayment(token, { isMoneyReceived: 'N', payDetailId: 'PD20001' })).toMatchObject({
      errorCode: 'payment.proof.required',
    });
    const text = new Blob(['x'], { type: 'text/plain' });
    expect(
      await processPayment(token, { isMoneyReceived: 'N', payDetailId: 'PD20001', proofOfNotReceive: text }),
    ).toMatchObject({ errorCode: 'payment.proof.invalid' });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' });
    expect(
      await processPayment(token, { isMoneyReceived: 'N', payDetailId: 'PD20001', proofOfNotReceive: image }),
    ).toMatchObject({ success: true });
    expect(await processPayment(token, { isMoneyReceived: 'A', payDetailId: 'PD20002' })).toMatchObject({
      success: true,
    });
    expect((await list(token)).body.value).toEqual([]);
    expect(await processPayment(token, { isMoneyReceived: 'Y', payDetailId: 'PD20002' })).toMatchObject({
      errorCode: 'payment.not.found',
    });
    const processed = await fetch('http://localhost:8080/__sandbox/payment-confirmations/processed', {
      headers: { Merchant: 'demo' },
    });
    expect(((await processed.json()) as { value: unknown }).value).toEqual([
      {
        merchant: 'demo',
        account: 'agent01',
        payDetailId: 'PD20001',
        isMoneyReceived: 'N',
        proof: { name: 'proof.png', type: 'image/png', size: 4 },
      },
      { merchant: 'demo', account: 'agent01', payDetailId: 'PD20002', isMoneyReceived: 'A', proof: null },
    ]);
    sandbox.reset();
    expect((await list(sandbox.issueToken('agent01'))).body.value).toEqual([]);
  });
});
