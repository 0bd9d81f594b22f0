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

describe('payment confirmation calls', () => {
  it('lists the seeded payments of the member; needs a login', async () => {
    expect((await list()).status).toBe(401);
    const value = (await list(sandbox.issueToken('agent01'))).body.value as { payDetailId: string }[];
    expect(value.map((item) => item.payDetailId)).toEqual(['PD20001', 'PD20002']);
    expect((await list(sandbox.issueToken('poor01'))).body.value).toEqual([]);
  });

  it('processes Y, refuses A where not offered and N without a proper image, and removes processed items', async () => {
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
    sandbox.reset();
    expect(((await list(sandbox.issueToken('agent01'))).body.value as unknown[]).length).toBe(2);
  });
});
