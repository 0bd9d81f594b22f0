// Constants of the withdrawal page.

/** The whitelabel flag of the payment password (spec/products.md §6): on, the withdrawal asks for it. */
export const PAYMENT_PASSWORD_FLAG = 'PAYMENTPASS3';

/** Where the payment password is set: the security centre (spec/products.md §2 securityCenter). */
export const SECURITY_CENTRE_PATH = '/member/securityCenter';
