import { createFakeShell } from '@wl/shell-contract/testing';
import { DRAG_START_MS, LAUNCHER_SIZE, MAX_TILT_DEG, START_MARGIN_LEFT } from '../constants';
import { clamp, dragStarted, tiltFor } from '../drag-rules';
import type { MiniGameApi } from '../load-script';
import { MiniGameStore } from './mini-game-store';

const VIEW = { width: 1000, height: 800 };
const fakeApi: MiniGameApi = { mount: () => () => undefined };

function store(options: { flags?: string[]; load?: () => Promise<MiniGameApi> } = {}) {
  const fake = createFakeShell(options.flags ? { flags: options.flags } : {});
  return {
    fake,
    mini: new MiniGameStore(fake.shell, VIEW, options.load ?? (() => Promise.resolve(fakeApi))),
  };
}

describe('mini-game drag rules', () => {
  it('a press becomes a drag only after 150 ms', () => {
    expect(DRAG_START_MS).toBe(150);
    expect(dragStarted(149)).toBe(false);
    expect(dragStarted(150)).toBe(true);
  });

  it('limits the tilt to ±25 degrees', () => {
    expect(MAX_TILT_DEG).toBe(25);
    expect(tiltFor(0)).toBe(0);
    expect(tiltFor(4)).toBe(6);
    expect(tiltFor(-4)).toBe(-6);
    expect(tiltFor(500)).toBe(25);
    expect(tiltFor(-500)).toBe(-25);
    expect(clamp(5, 0, -1)).toBe(0);
  });
});

describe('MiniGameStore', () => {
  it('starts in the gutter at the start edge: the left, the right in a right-to-left page', () => {
    const fake = createFakeShell();
    expect(new MiniGameStore(fake.shell, VIEW, () => Promise.resolve(fakeApi)).x).toBe(START_MARGIN_LEFT);
    const rtl = new MiniGameStore(fake.shell, { ...VIEW, rtl: true }, () => Promise.resolve(fakeApi));
    expect(rtl.x).toBe(VIEW.width - START_MARGIN_LEFT - LAUNCHER_SIZE);
  });

  it('a move within 150 ms does not drag; the release is a click that opens the game', async () => {
    const { mini } = store();
    const { x, y } = mini;
    mini.pointerDown(x + 10, y + 10, 1000);
    mini.pointerMove(x + 60, y + 10, 1100);
    expect(mini.dragging).toBe(false);
    expect(mini.x).toBe(x);
    expect(mini.pointerUp()).toBe(false);
    mini.click();
    expect(mini.open).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(mini.scriptState).toBe('ready');
  });

  it('after 150 ms the launcher follows the pointer, tilts at most 25 degrees, lands level; the click after is no toggle', () => {
    const { mini } = store();
    const { x, y } = mini;
    mini.pointerDown(x + 10, y + 10, 1000);
    mini.pointerMove(x + 10, y + 10, 1150);
    expect(mini.dragging).toBe(true);
    mini.pointerMove(x + 110, y - 40, 1170);
    expect(mini.x).toBe(x + 100);
    expect(mini.y).toBe(y - 50);
    expect(mini.tilt).toBe(25);
    mini.pointerMove(x + 106, y - 40, 1180);
    expect(mini.tilt).toBe(-6);
    expect(mini.pointerUp()).toBe(true);
    expect(mini.tilt).toBe(0);
    mini.click();
    expect(mini.open).toBe(false);
    mini.click();
    expect(mini.open).toBe(true);
    // Enter or Space right after a drag still toggles.
    mini.pointerDown(mini.x, mini.y, 0);
    mini.pointerMove(mini.x + 5, mini.y, 200);
    mini.pointerUp();
    mini.click(true);
    expect(mini.open).toBe(false);
  });

  it('stays on screen: dragging past an edge, arrow keys and a resize', () => {
    const { mini } = store();
    mini.pointerDown(mini.x, mini.y, 0);
    mini.pointerMove(-500, -500, 200);
    mini.pointerUp();
    expect([mini.x, mini.y]).toEqual([0, 0]);
    expect(mini.key('ArrowLeft')).toBe(true);
    expect(mini.x).toBe(0);
    mini.key('ArrowRight');
    mini.key('ArrowDown');
    expect([mini.x, mini.y]).toEqual([16, 16]);
    expect(mini.key('a')).toBe(false);
    mini.pointerDown(16, 16, 0);
    mini.pointerMove(5000, 5000, 300);
    mini.pointerUp();
    expect([mini.x, mini.y]).toEqual([VIEW.width - LAUNCHER_SIZE, VIEW.height - LAUNCHER_SIZE]);
    mini.resize({ width: 400, height: 300 });
    expect([mini.x, mini.y]).toEqual([400 - LAUNCHER_SIZE, 300 - LAUNCHER_SIZE]);
  });

  it('plays the SEA game when only SEALOTTMINIGAME3 is on, and Play opens the lottery', () => {
    expect(store({ flags: ['SEALOTTMINIGAME3'] }).mini.mode).toBe('SEA');
    expect(store({ flags: ['LOTTMINIGAME3', 'SEALOTTMINIGAME3'] }).mini.mode).toBe('LOTT');
    const { fake, mini } = store();
    mini.toggle();
    mini.play();
    expect(mini.open).toBe(false);
    expect(fake.navigations).toEqual(['/lottery']);
  });

  it('a script that fails to load can be tried again', async () => {
    const load = jest
      .fn<Promise<MiniGameApi>, []>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValue(fakeApi);
    const { mini } = store({ load });
    await mini.fetchScript();
    expect(mini.scriptState).toBe('error');
    await mini.fetchScript();
    expect(mini.scriptState).toBe('ready');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
