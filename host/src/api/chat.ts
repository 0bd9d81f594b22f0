import { defineEndpoint } from '@wl/api-client';
import { z } from 'zod';
import { HOST_PATHS } from './paths';

const AuthKeySchema = z.object({ authKey: z.string().min(1) });

/** POST save member info by auth key (spec/shell.md §7; auth): the key the chat launch carries. */
export const saveMemberInfoByAuthKey = defineEndpoint<z.infer<typeof AuthKeySchema>>({
  id: 'host.chatAuthKey',
  ...HOST_PATHS.chatAuthKey,
  schema: AuthKeySchema,
  // The chat falls back to its plain link: the member sees nothing.
  silent: true,
});

const ChatLaunchSchema = z.object({ url: z.string().min(1) });

/** GET launch chat (spec/shell.md §7): the chat room link; query `authKey` when one was saved. */
export const launchChat = defineEndpoint<z.infer<typeof ChatLaunchSchema>>({
  id: 'host.chatLaunch',
  ...HOST_PATHS.chatLaunch,
  schema: ChatLaunchSchema,
  silent: true,
});

const ChatTokenSchema = z.object({ chatToken: z.string().min(1) });

/** POST the member's session encoded for the chat provider (spec/shell.md §4; auth). */
export const encodeChatToken = defineEndpoint<z.infer<typeof ChatTokenSchema>>({
  id: 'host.chatToken',
  ...HOST_PATHS.chatToken,
  schema: ChatTokenSchema,
  silent: true,
});

const ChatUnreadSchema = z.object({ unread: z.number().int().nonnegative() });

/** GET chat unread count (spec/shell.md §7; auth). */
export const getChatUnread = defineEndpoint<z.infer<typeof ChatUnreadSchema>>({
  id: 'host.chatUnread',
  ...HOST_PATHS.chatUnread,
  schema: ChatUnreadSchema,
  silent: true,
});

const ChatPermissionSchema = z.object({ checked: z.boolean(), allowed: z.boolean() });

/** GET group permission (spec/shell.md §7; auth): `checked` false means the merchant does not check groups. */
export const getChatPermission = defineEndpoint<z.infer<typeof ChatPermissionSchema>>({
  id: 'host.chatPermission',
  ...HOST_PATHS.chatPermission,
  schema: ChatPermissionSchema,
  silent: true,
});
