// Constants of the agent centre's register page (spec/shell.md §5 default rules, used when settings give none).

/** A downline's username: letters and digits, 6 to 13 (spec/shell.md §5, message key reg_pattern_4). */
export const DOWNLINE_USERNAME_PATTERN = /^[A-Za-z0-9]{6,13}$/;
/** A downline's password: 6 to 16 letters and digits (spec/shell.md §5, message key error_password). */
export const DOWNLINE_PASSWORD_PATTERN = /^[A-Za-z0-9]{6,16}$/;
/** Where the agent's invitation link leads: the register page with the affiliate code (spec/shell.md §2). */
export const REGISTER_PATH = '/register';
