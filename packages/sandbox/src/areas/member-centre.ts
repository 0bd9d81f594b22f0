import type { SandboxAreaFactory } from '../context';

/** The member-centre area of the sandbox: seeded data and handlers (owned by the member-centre team). */
export const memberCentreArea: SandboxAreaFactory = () => ({ handlers: [], reset() {} });
