import { CONTRACT_VERSION } from '@wl/shell-contract';
import { contractCheckPlugin, contractMismatch } from './contract-check';

const manifest = (version?: string) => ({
  shared: [
    { name: 'react', version: '19.3.1' },
    ...(version ? [{ name: '@wl/shell-contract', version }] : []),
  ],
});

describe('contract check', () => {
  it('accepts an older minor of the same major and refuses another major, naming both versions', () => {
    expect(contractMismatch('lottery', manifest('1.0.0'), '1.1.0')).toBeNull();
    expect(contractMismatch('lottery', manifest(CONTRACT_VERSION))).toBeNull();
    expect(contractMismatch('lottery', manifest())).toBeNull();
    expect(contractMismatch('lottery', null)).toBeNull();
    expect(contractMismatch('lottery', manifest('2.0.0'), '1.1.0')).toBe(
      '[remotes] lottery: built against shell contract 2.0.0, the host implements 1.1.0 (another major): not loaded',
    );
  });

  it('stops a remote of another major before its code loads, with a console message', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = contractCheckPlugin('1.1.0').loadRemoteSnapshot as (args: unknown) => unknown;
    const args = { moduleInfo: { name: 'lottery' }, manifestJson: manifest('1.0.0'), from: 'manifest' };
    expect(hook(args)).toBe(args);
    expect(() => hook({ ...args, manifestJson: manifest('2.0.0') })).toThrow(/2\.0\.0/);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/2\.0\.0.*1\.1\.0/));
    error.mockRestore();
  });
});
