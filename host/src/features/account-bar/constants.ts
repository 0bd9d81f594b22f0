import { NO_BALANCE_AGENT_TYPES } from '../../stores/session-store';

/** Agent types that skip unread-message loading, as they skip consolidated-balance loading (spec/shell.md §6). */
export const NO_INBOX_AGENT_TYPES: readonly number[] = NO_BALANCE_AGENT_TYPES;

/** Agent types that get the Agent menu entry (spec/shell.md §6). */
export const AGENT_MENU_TYPES: readonly number[] = [1, 2, 41, 42];

/**
 * The whitelabel flag of the message centre entry: "the message centre entry appears only if the mail-centre setting
 * is on" (spec/shell.md §6). MAILCEN is the mail centre (the member centre's messageV2 page uses it too); INBOX3 is
 * the member centre's own inbox menu item and does not gate the account bar.
 */
export const MAIL_CENTRE_FLAG = 'MAILCEN';

/** The inbox check window (spec/shell.md §9: 7 days). */
export const INBOX_CHECK_DAYS = 7;

/** The inbox check asks for one message: the newest unread one (spec/shell.md §7: page 1, size 1). */
export const INBOX_CHECK_PAGE = 1;
export const INBOX_CHECK_SIZE = 1;
/** Newest first (spec/shell.md §7: sort sendTime desc). */
export const INBOX_CHECK_SORT = 'sendTime,desc';

/** Above this count the unread badge shows `99+` (the spec's chat cap, spec/shell.md §9, used for the inbox too). */
export const UNREAD_BADGE_CAP = 99;

/** Profile icons when the settings give no PROFILE_ICON_COUNT (spec/shell.md §9: default 9). */
export const DEFAULT_PROFILE_ICON_COUNT = 9;

/** Where icon `n` (1-based) of the profile icons is served (docs/endpoints.md "Account bar"). */
export const AVATAR_IMAGE_PATH = (icon: number): string => `/wps/res/img/avatar/${icon}.svg`;

/** The avatar's size in CSS pixels (width and height attributes: no layout shift while it loads). */
export const AVATAR_SIZE_PX = 32;

/** VIP progress when the member has no label to progress to (labelId null): full (spec/shell.md §6). */
export const VIP_PROGRESS_WITHOUT_LABEL = 1;

/** The label type whose members get the VIP benefit link (spec/shell.md §6). */
export const VIP_BENEFIT_LABEL_TYPE = 'AUTO';

/** The member centre's pages the account bar links to (spec/shell.md §2). */
export const MEMBER_CENTRE_PATH = '/member';
export const MESSAGE_CENTRE_PATH = '/member/messageV2';
export const AGENT_PAGE_PATH = '/member/agentTeamOverview';
/** The VIP benefits are claimed in the member centre's reward centre (spec/shell.md §2 rewardCenter). */
export const VIP_BENEFIT_PATH = '/member/rewardCenter';

/** The member centre remote: the account bar's links go there only when it is enabled. */
export const MEMBER_CENTRE_REMOTE = 'member-centre';

/** The balance's text while there is no figure yet, or while its formatting loads. */
export const NO_BALANCE = '—';
