import { CONTRACT_VERSION } from '@wl/shell-contract';
import { contractMismatch } from './contract-check';

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
});
