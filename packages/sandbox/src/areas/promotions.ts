import type { SandboxAreaFactory } from '../context';

/** The promotions area of the sandbox: seeded data and handlers (owned by the promotions team). */
export const promotionsArea: SandboxAreaFactory = () => ({ handlers: [], reset() {} });
