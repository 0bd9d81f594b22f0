// Constants of the wallet (transferFund) page.

/** The main (centre) wallet's code in the balance call; game wallets carry their vendor's code. */
export const MAIN_WALLET = 'MAIN';
