// Constants of the invite-friends page.

/** Where a friend's invitation leads: the register page with the referral code (spec/shell.md §2 /register). */
export const REFERRAL_REGISTER_PATH = '/register';
/** The query parameter of the code (spec/shell.md §2 "query referralCode"). */
export const REFERRAL_QUERY = 'referralCode';
/** QR code size and margin in px (spec/shell.md §9 "QR defaults size 200, margin 20"). */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;
/** How long the "copied" notice stays. */
export const COPIED_NOTICE_MS = 2000;
