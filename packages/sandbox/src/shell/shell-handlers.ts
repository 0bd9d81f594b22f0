import type { SandboxCore } from '../core/core';
import { accountBarHandlers } from './account-bar-handlers';
import { captchaHandlers } from './captcha-handlers';
import { chatCsHandlers } from './chat-cs-handlers';
import { domainRoutingHandlers } from './domain-routing-handlers';
import { frameHandlers } from './frame-handlers';
import { memberHandlers } from './member-handlers';
import { passwordHandlers } from './password-handlers';
import { registerHandlers } from './register-handlers';
import { seoHandlers } from './seo-handlers';
import { sessionHandlers } from './session-handlers';
import { sitePagesHandlers } from './site-pages-handlers';
import { smsHandlers } from './sms-handlers';
import { socialHandlers } from './social-handlers';
import { systemHandlers } from './system-handlers';

/**
 * Every handler of docs/endpoints.md "Shell (host)" and "Access" except rank progress, which the member-centre area
 * serves. The stand-ins (geetest scripts, social pages) are admin-side: see stand-ins/stand-in-handlers.ts.
 */
export function shellHandlers(core: SandboxCore) {
  return [
    // Before the site pages: a merchant's own domain route list answers before the speed-test lines.
    ...domainRoutingHandlers(core),
    // Its settings pass-through seeds the app resources before the settings handler answers.
    ...sitePagesHandlers(core),
    // Also a settings pass-through (customerService seed), then the location and language calls.
    ...frameHandlers(core),
    ...systemHandlers(core),
    ...sessionHandlers(core),
    ...socialHandlers(core),
    ...memberHandlers(core),
    // The account bar: consolidated funds, avatar, unread count, inbox list (and the admin POST /__sandbox/inbox).
    ...accountBarHandlers(core),
    // The chat room and customer service: their calls, the chat room page and POST /__sandbox/chat.
    ...chatCsHandlers(core),
    ...passwordHandlers(core),
    ...captchaHandlers(core),
    ...smsHandlers(core),
    ...registerHandlers(core),
    ...seoHandlers(core),
  ];
}
