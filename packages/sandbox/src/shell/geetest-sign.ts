import { hexOf } from '../core/hash';

/**
 * The values the geetest stand-ins (stand-ins/geetest-scripts.ts) hand the site, derived from the challenge (v3) or
 * lot number (v4) by {@link hexOf}, so the handlers can check them without remembering anything. The scripts carry
 * the same function as {@link SIGN_JS}; a test keeps the two in step.
 */
export const geetestSign = {
  /** v3 `geetest_validate` of a challenge. */
  validate3: (challenge: string): string => hexOf(`geetest3:${challenge}`),
  /** v3 `geetest_seccode`: the validate plus the vendor's `|jordan` suffix. */
  seccode3: (challenge: string): string => `${hexOf(`geetest3:${challenge}`)}|jordan`,
  /** v4 `captcha_output` of a lot number. */
  output4: (lotNumber: string): string => hexOf(`geetest4:output:${lotNumber}`),
  /** v4 `pass_token` of a lot number. */
  passToken4: (lotNumber: string): string => hexOf(`geetest4:pass:${lotNumber}`),
};

/** core/hash.ts `hexOf(text, 4)` in plain ES5, for the stand-in scripts. */
export const SIGN_JS = `function wlSign(text) {
    var out = '';
    for (var seed = 1; seed <= 4; seed++) {
      var h = (0x811c9dc5 ^ seed) >>> 0;
      for (var i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
      }
      out += ('0000000' + h.toString(16)).slice(-8);
    }
    return out;
  }`;
