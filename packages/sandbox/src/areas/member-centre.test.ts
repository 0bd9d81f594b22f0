import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

async function get(token?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch('http://localhost:8080/wps/member/rank/progress', {
    headers: { Merchant: 'demo', ...(token ? { Authorization: token } : {}) },
  });
  return { status: response.status, body: await response.json() };
}

describe('GET /wps/member/rank/progress', () => {
  it('needs a logged-in account', async () => {
    const { status, body } = await get();
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, errorCode: 'user.or.token.invalid' });
  });

  it('gives player01 3 of 5 conditions towards label 3', async () => {
    expect((await get(sandbox.issueToken('player01'))).body).toMatchObject({
      success: true,
      value: { completedConditions: 3, totalExpectedConditions: 5, labelId: 3 },
    });
  });

  it('gives other members no label', async () => {
    for (const account of ['agent01', 'agent02', 'newbie01']) {
      expect((await get(sandbox.issueToken(account))).body).toMatchObject({
        success: true,
        value: { labelId: null },
      });
    }
  });
});
