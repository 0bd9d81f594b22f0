import type { SandboxAreaFactory } from '../context';

/** The agent-contracts area of the sandbox: seeded data and handlers (owned by the agent-contracts team). */
export const agentContractsArea: SandboxAreaFactory = () => ({ handlers: [], reset() {} });
