/** The feedback modal's constants and message keys (spec/shell.md §3, §5, §6, §9). */

/** The whitelabel flag that switches feedback on (spec/shell.md §6). */
export const FEEDBACK_FLAG = 'FEEDBACK3';
/** Feedback types in the order the modal lists them (§3): 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 agent application, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
/** One of {@link FEEDBACK_TYPES}. */
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Description bounds after trimming; the field takes no more than the maximum (§5, §9). */
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 500;
/** Image file extensions the feedback takes, one image at most (§5, §9). */
export const FEEDBACK_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const FEEDBACK_MAX_IMAGES = 1;

/** Message keys (namespace `host`): the spec's where it names one (§5), ours otherwise (docs/endpoints.md). */
export const FEEDBACK_MESSAGES = {
  required: 'not_empty',
  wrongImageType: 'activity_apply_remark_limit2',
  length: 'feedback_content_length',
  sent: 'feedback_success',
} as const;

/** The feedback dialog's width on wider screens (a sheet on phones): the description box and the counter fit in it. */
export const FEEDBACK_DIALOG_WIDTH_PX = 480;
