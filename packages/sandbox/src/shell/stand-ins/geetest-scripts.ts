import { SIGN_JS } from '../geetest-sign';

/**
 * The panel both stand-ins show: a small fixed-position dialog ("Geetest") with a "verify" and a "close" button.
 * `show(onVerify, onClose)` answers a function that removes it; focus goes to "verify" and comes back on removal.
 */
const PANEL_JS = `function wlPanel(onVerify, onClose) {
    var previous = document.activeElement;
    var root = document.createElement('div');
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-modal', 'true');
    root.setAttribute('aria-label', 'Geetest');
    root.setAttribute('data-testid', 'geetest-panel');
    root.style.cssText = 'position:fixed;z-index:2147483647;right:24px;bottom:24px;width:220px;padding:16px;' +
      'background:#fff;color:#222;border:1px solid #bbb;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.25);' +
      'font:14px/1.4 sans-serif';
    var title = document.createElement('p');
    title.textContent = 'Geetest (sandbox)';
    title.style.cssText = 'margin:0 0 12px;font-weight:bold';
    var verify = document.createElement('button');
    verify.type = 'button';
    verify.textContent = 'verify';
    verify.setAttribute('data-testid', 'geetest-verify');
    verify.style.cssText = 'margin-right:8px;padding:6px 14px';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'close';
    close.setAttribute('data-testid', 'geetest-close');
    close.style.cssText = 'padding:6px 14px';
    root.appendChild(title);
    root.appendChild(verify);
    root.appendChild(close);
    var removed = false;
    function remove() {
      if (removed) return;
      removed = true;
      if (root.parentNode) root.parentNode.removeChild(root);
      if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
    }
    verify.addEventListener('click', function () { remove(); onVerify(); });
    close.addEventListener('click', function () { remove(); onClose(); });
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') { event.stopPropagation(); remove(); onClose(); }
      // Two buttons: Tab moves between them and stays inside.
      if (event.key === 'Tab') {
        event.preventDefault();
        (document.activeElement === verify ? close : verify).focus();
      }
    });
    document.body.appendChild(root);
    verify.focus();
    return remove;
  }`;

/** Event plumbing shared by both captcha objects: `on(name)` registers, `emit(name, arg)` calls asynchronously-safe. */
const EVENTS_JS = `function wlEvents() {
    var handlers = { ready: [], success: [], error: [], close: [] };
    return {
      on: function (name, fn) { if (typeof fn === 'function') handlers[name].push(fn); },
      emit: function (name, arg) { handlers[name].slice().forEach(function (fn) { fn(arg); }); }
    };
  }`;

/**
 * The geetest v3 stand-in (GET /__sandbox/geetest/gt.js): a global `initGeetest(config, callback)` with the vendor's
 * captcha object (onReady, onSuccess, onError, onClose, verify, reset, getValidate, appendTo, destroy). `verify()`
 * shows the panel; "verify" succeeds with validate values derived from the challenge (shell/geetest-sign.ts).
 * A config without `gt` or `challenge` reports onError `{ code: '60100' }`.
 */
export const GEETEST_V3_JS = `/* Sandbox stand-in for geetest v3 (gt.js). */
(function () {
  'use strict';
  ${SIGN_JS}
  ${PANEL_JS}
  ${EVENTS_JS}
  window.initGeetest = function (config, callback) {
    config = config || {};
    var events = wlEvents();
    var result = null;
    var removePanel = null;
    var broken = !config.gt || !config.challenge;
    var captcha = {
      onReady: function (fn) { events.on('ready', fn); return captcha; },
      onSuccess: function (fn) { events.on('success', fn); return captcha; },
      onError: function (fn) { events.on('error', fn); return captcha; },
      onClose: function (fn) { events.on('close', fn); return captcha; },
      appendTo: function () { return captcha; },
      verify: function () {
        if (broken || removePanel) return captcha;
        removePanel = wlPanel(function () {
          removePanel = null;
          var validate = wlSign('geetest3:' + config.challenge);
          result = { geetest_challenge: config.challenge, geetest_validate: validate, geetest_seccode: validate + '|jordan' };
          events.emit('success');
        }, function () {
          removePanel = null;
          events.emit('close');
        });
        return captcha;
      },
      reset: function () {
        result = null;
        if (removePanel) { removePanel(); removePanel = null; }
        return captcha;
      },
      getValidate: function () { return result ? { geetest_challenge: result.geetest_challenge, geetest_validate: result.geetest_validate, geetest_seccode: result.geetest_seccode } : false; },
      destroy: function () { captcha.reset(); }
    };
    if (typeof callback === 'function') callback(captcha);
    setTimeout(function () {
      if (broken) events.emit('error', { code: '60100', msg: 'gt or challenge missing', error_code: '60100' });
      else events.emit('ready');
    }, 0);
  };
})();
`;

/**
 * The geetest v4 stand-in (GET /__sandbox/geetest/gt4.js): a global `initGeetest4({ captchaId, product }, callback)`
 * with the vendor's captcha object (onReady, onSuccess, onError, onClose, showCaptcha, reset, getValidate, appendTo,
 * destroy). "verify" makes a lot number and derives `captcha_output` and `pass_token` from it. A config without
 * `captchaId` reports onError `{ code: '60001' }`.
 */
export const GEETEST_V4_JS = `/* Sandbox stand-in for geetest v4 (gt4.js). */
(function () {
  'use strict';
  ${SIGN_JS}
  ${PANEL_JS}
  ${EVENTS_JS}
  function lotNumber() {
    var bytes = new Uint8Array(16);
    (window.crypto || { getRandomValues: function (a) { for (var i = 0; i < a.length; i++) a[i] = Math.floor(Math.random() * 256); return a; } }).getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  window.initGeetest4 = function (config, callback) {
    config = config || {};
    var events = wlEvents();
    var result = null;
    var removePanel = null;
    var broken = !config.captchaId;
    var captcha = {
      onReady: function (fn) { events.on('ready', fn); return captcha; },
      onSuccess: function (fn) { events.on('success', fn); return captcha; },
      onError: function (fn) { events.on('error', fn); return captcha; },
      onClose: function (fn) { events.on('close', fn); return captcha; },
      appendTo: function () { return captcha; },
      showCaptcha: function () {
        if (broken || removePanel) return captcha;
        removePanel = wlPanel(function () {
          removePanel = null;
          var lot = lotNumber();
          result = {
            lot_number: lot,
            captcha_output: wlSign('geetest4:output:' + lot),
            pass_token: wlSign('geetest4:pass:' + lot),
            gen_time: String(Math.floor(Date.now() / 1000)),
            captcha_id: config.captchaId
          };
          events.emit('success');
        }, function () {
          removePanel = null;
          events.emit('close');
        });
        return captcha;
      },
      reset: function () {
        result = null;
        if (removePanel) { removePanel(); removePanel = null; }
        return captcha;
      },
      getValidate: function () {
        return result ? { lot_number: result.lot_number, captcha_output: result.captcha_output, pass_token: result.pass_token, gen_time: result.gen_time, captcha_id: result.captcha_id } : false;
      },
      destroy: function () { captcha.reset(); }
    };
    if (typeof callback === 'function') callback(captcha);
    setTimeout(function () {
      if (broken) events.emit('error', { code: '60001', msg: 'captchaId missing' });
      else events.emit('ready');
    }, 0);
  };
})();
`;
