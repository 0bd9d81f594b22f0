import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { getTeamMembers } from '../api/team-members';
import { DownlineFormStore } from './downline-form-store';

const { sandbox } = setupSandboxServer();

function form() {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('agent01'), { id: 10002, account: 'agent01', type: 1 });
  return { form: new DownlineFormStore(fake.shell), shell: fake.shell };
}

describe('DownlineFormStore (register centre)', () => {
  it('checks the fields by spec/shell.md §5 before sending', async () => {
    const { form: f } = form();
    f.set('username', 'ab');
    f.set('password', '123');
    f.set('confirmPassword', '1234');
    await f.submit();
    expect(f.errors).toEqual({
      username: 'reg_pattern_4',
      password: 'error_password',
      confirmPassword: 'in_confirmation_correct',
    });
    expect(f.created).toBeNull();
  });

  it('creates the downline, which then shows in team management', async () => {
    const { form: f, shell } = form();
    f.set('username', 'newdown01');
    f.set('password', 'abc12345');
    f.set('confirmPassword', 'abc12345');
    f.setType(1);
    await f.submit();
    expect(f.created).toBe('newdown01');
    expect(f.username).toBe('');
    const now = Date.now();
    const team = await shell.api.call(getTeamMembers, {
      params: { startTime: now - 86_400_000, endTime: now + 1000, page: 1, size: 13, account: 'newdown01' },
    });
    expect(team.content).toEqual([
      expect.objectContaining({ account: 'newdown01', type: 1, status: 'ACTIVE' }),
    ]);
  });

  it('shows a taken name and keeps what was typed', async () => {
    const { form: f } = form();
    f.set('username', 'player01');
    f.set('password', 'abc12345');
    f.set('confirmPassword', 'abc12345');
    await f.submit();
    expect(f.serverError?.code).toBe('register.username.exists');
    expect(f.username).toBe('player01');
    expect(f.password).toBe('abc12345');
  });
});
