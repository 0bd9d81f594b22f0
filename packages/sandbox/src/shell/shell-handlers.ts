import type { SandboxCore } from '../core/core';
import { memberHandlers } from './member-handlers';
import { sessionHandlers } from './session-handlers';
import { systemHandlers } from './system-handlers';

/** Every handler of docs/endpoints.md "Shell (host)" except rank progress, which the member-centre area serves. */
export function shellHandlers(core: SandboxCore) {
  return [...systemHandlers(core), ...sessionHandlers(core), ...memberHandlers(core)];
}
