import type { SandboxAreaFactory } from '../context';

/** The points-mall area of the sandbox: seeded data and handlers (owned by the points-mall team). */
export const pointsMallArea: SandboxAreaFactory = () => ({ handlers: [], reset() {} });
