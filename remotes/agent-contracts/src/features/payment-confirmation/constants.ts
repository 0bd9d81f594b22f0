// Constants of the payment confirmation (spec/products.md §3, §4, §5), named as the spec names them.

/** isMoneyReceived: Y received, N not received (with a proof image), A auto-confirm (spec/products.md §4). */
export const MONEY_RECEIVED = 'Y';
export const MONEY_NOT_RECEIVED = 'N';
export const AUTO_CONFIRM = 'A';
/** One of the isMoneyReceived values. */
export type MoneyReceivedDecision = typeof MONEY_RECEIVED | typeof MONEY_NOT_RECEIVED | typeof AUTO_CONFIRM;

/** The not-received proof: one image of these types (spec/products.md §5, as the reward application's images). */
export const PROOF_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png'];
/** The proof's largest size in bytes (5 MB, spec/products.md §5). */
export const PROOF_MAX_BYTES = 5_242_880;

/** Message keys of the proof checks (the spec's reward-application keys: image required; type or size). */
export const PROOF_REQUIRED_KEY = 'activity_apply_remark_limit2';
export const PROOF_INVALID_KEY = 'activity_apply_remark_limit3';

/** The form field of the proof image (the spec's payload name). */
export const PROOF_FIELD = 'proofOfNotReceive';

/** Exactly one proof image (spec/products.md §5): more than one is refused with this key. */
export const PROOF_ONE_KEY = 'pc_proof_one';

/**
 * The not-received warning (spec/products.md §9: its text references 15, meaning not shown). We read it as the
 * platform's review window, in minutes, and show it in the text (`pc_not_received_warning`).
 */
export const NOT_RECEIVED_REVIEW_MINUTES = 15;
