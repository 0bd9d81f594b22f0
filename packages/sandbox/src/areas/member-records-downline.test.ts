import { accessTestKit } from '../shell/access-test-kit';

// Issue 13: a downline created in the agent register centre is a real account: it logs in with the chosen password,
// has the creating agent as its upline, and team management lists it.
const { sandbox, call, login } = accessTestKit();

const DAY = 86_400_000;

async function createDownline(agentToken: string, username: string, type: 0 | 1 = 0) {
  return call('POST', '/wps/agent/downline', {
    token: agentToken,
    body: { username, password: 'abc12345', confirmPassword: 'abc12345', type },
  });
}

describe('POST /wps/agent/downline', () => {
  it('creates an account that logs in with the chosen password and has the agent as upline', async () => {
    const created = await createDownline(sandbox.issueToken('agent01'), 'down0001');
    expect(created.body).toMatchObject({ success: true, value: { account: 'down0001', type: 0 } });

    expect((await login('down0001', 'pass1234')).body).toMatchObject({
      success: false,
      errorCode: 'login.fail',
    });
    const logged = await login('down0001', 'abc12345');
    expect(logged.body).toMatchObject({ success: true, value: { firstTimeLogin: true } });
    const token = (logged.body.value as { token: string }).token;

    const info = await call('GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ account: 'down0001', type: 0 });
    expect((await call('GET', '/wps/member/upline', { token })).body.value).toEqual({ upline: 'agent01' });
  });

  it('keeps the chosen type and lists the downline in team management', async () => {
    const agent = sandbox.issueToken('agent01');
    expect((await createDownline(agent, 'subagent01', 1)).body.success).toBe(true);
    const token = (await login('subagent01', 'abc12345')).body.value as { token: string };
    expect((await call('GET', '/wps/member/info', { token: token.token })).body.value).toMatchObject({
      type: 1,
    });

    const end = sandbox.now();
    const team = await call(
      'GET',
      `/wps/agent/team?startTime=${end - DAY}&endTime=${end}&page=1&size=13&account=subagent01`,
      { token: agent },
    );
    expect((team.body.value as { content: unknown[] }).content).toEqual([
      expect.objectContaining({ account: 'subagent01', type: 1, balance: '0.00' }),
    ]);
  });

  it('refuses a taken name, whether an account or a seeded downline, and creates nothing', async () => {
    const agent = sandbox.issueToken('agent01');
    expect((await createDownline(agent, 'PLAYER01')).body.errorCode).toBe('register.username.exists');
    expect((await createDownline(agent, 'down0002')).body.success).toBe(true);
    expect((await createDownline(sandbox.issueToken('agent02'), 'Down0002')).body.errorCode).toBe(
      'register.username.exists',
    );
    // player01 still logs in with its own password.
    expect((await login('player01', 'pass1234')).body.success).toBe(true);
  });

  it('is gone after a reset', async () => {
    await createDownline(sandbox.issueToken('agent01'), 'down0003');
    sandbox.reset();
    expect((await login('down0003', 'abc12345')).body.success).toBe(false);
  });
});
