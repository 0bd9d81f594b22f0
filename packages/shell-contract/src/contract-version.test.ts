import packageJson from '../package.json';
import { CONTRACT_PACKAGE, CONTRACT_VERSION, isContractCompatible } from './index';

describe('contract version', () => {
  it('is the package version (what each remote manifest records for the shared contract)', () => {
    expect(CONTRACT_VERSION).toBe(packageJson.version);
    expect(CONTRACT_PACKAGE).toBe(packageJson.name);
  });

  it('accepts the same major only', () => {
    expect(isContractCompatible('1.1.0', '1.0.0')).toBe(true);
    expect(isContractCompatible('1.1.0', '1.1.0')).toBe(true);
    expect(isContractCompatible('1.1.0', '1.4.2')).toBe(true);
    expect(isContractCompatible('1.1.0', '2.0.0')).toBe(false);
    expect(isContractCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isContractCompatible('1.1.0', 'garbage')).toBe(false);
  });
});
