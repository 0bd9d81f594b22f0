/**
 * The floating mini-game's script, as a lottery provider would serve it under `/mini-game/` (spec/products.md §2).
 * A small real game: three dice rolled from `crypto.getRandomValues`, a running score, and a button that asks the
 * site to open the lottery. It defines one global, `WlMiniGame`, with
 * `mount(element, { mode, labels: { title, roll, play }, onPlay }) => unmount`; texts come from the site (they are set
 * as text, never as HTML), so the game speaks the page's language.
 */
export const MINI_GAME_JS = String.raw`(function () {
  'use strict';
  var FACES = ['\u2680', '\u2681', '\u2682', '\u2683', '\u2684', '\u2685'];
  function die() {
    // Unbiased 1..6: reject bytes of the last incomplete block of 6 (252..255).
    var byte = new Uint8Array(1);
    do { crypto.getRandomValues(byte); } while (byte[0] >= 252);
    return (byte[0] % 6) + 1;
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text != null) node.textContent = String(text);
    return node;
  }
  function mount(root, options) {
    var labels = (options && options.labels) || {};
    var board = el('div', 'wl-mg');
    board.setAttribute('data-testid', 'mini-game-board');
    board.setAttribute('data-mode', (options && options.mode) || 'LOTT');
    var title = el('p', 'wl-mg__title', labels.title || 'Mini game');
    var dice = el('p', 'wl-mg__dice', FACES[0] + FACES[0] + FACES[0]);
    dice.setAttribute('aria-live', 'polite');
    dice.setAttribute('data-testid', 'mini-game-dice');
    var score = el('p', 'wl-mg__score', '0');
    score.setAttribute('data-testid', 'mini-game-score');
    var roll = el('button', 'wl-mg__roll', labels.roll || 'Roll');
    roll.type = 'button';
    var play = el('button', 'wl-mg__play', labels.play || 'Play');
    play.type = 'button';
    var total = 0;
    roll.addEventListener('click', function () {
      var a = die(), b = die(), c = die();
      total += a + b + c;
      dice.textContent = FACES[a - 1] + FACES[b - 1] + FACES[c - 1];
      dice.setAttribute('aria-label', a + ' ' + b + ' ' + c);
      score.textContent = String(total);
    });
    play.addEventListener('click', function () {
      if (options && typeof options.onPlay === 'function') options.onPlay();
    });
    board.append(title, dice, score, roll, play);
    root.appendChild(board);
    return function unmount() {
      board.remove();
    };
  }
  window.WlMiniGame = { version: '1.0.0', mount: mount };
})();
`;
