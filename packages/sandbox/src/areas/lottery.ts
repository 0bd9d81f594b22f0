import type { SandboxAreaFactory } from '../context';

/** The lottery area of the sandbox: seeded data and handlers (owned by the lottery team). */
export const lotteryArea: SandboxAreaFactory = () => ({ handlers: [], reset() {} });
