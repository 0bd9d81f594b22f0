import type { ShellServices } from '@wl/shell-contract';
import type { LoadStatus } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { LOTTERY_ROUTE } from '../../../constants';
import {
  KEY_STEP_PX,
  LAUNCHER_SIZE,
  MINI_GAME_FLAG,
  SEA_MINI_GAME_FLAG,
  START_MARGIN_BOTTOM,
  START_MARGIN_LEFT,
} from '../constants';
import { clamp, dragStarted, tiltFor } from '../drag-rules';
import { loadMiniGameScript, type MiniGameApi } from '../load-script';

/** The viewport the launcher stays in. */
export interface Viewport {
  width: number;
  height: number;
  /** The page reads right to left: the launcher starts at the right edge. */
  rtl?: boolean;
}

interface Press {
  /** When the press began (event time, ms). */
  at: number;
  /** Pointer position then, and the launcher's offset from it. */
  offsetX: number;
  offsetY: number;
  lastX: number;
}

/**
 * The floating mini-game (spec/products.md §2, §4): a launcher the player drags anywhere on the screen, tilting with
 * the movement (at most ±25 degrees); a press becomes a drag only after 150 ms, a shorter one opens or closes the
 * game. The game itself is the provider's script under /mini-game/, loaded on the first open. Arrow keys move the
 * launcher too. The host renders the widget only for a logged-in member, on routes where it is allowed.
 */
export class MiniGameStore {
  x = 0;
  y = 0;
  tilt = 0;
  dragging = false;
  open = false;
  scriptState: LoadStatus = 'idle';
  api: MiniGameApi | null = null;
  viewport: Viewport;
  private press: Press | null = null;
  /** The player has moved the launcher: a resize keeps it where they put it (on screen) instead of at its start. */
  private moved = false;
  /** A drag just ended: the click the browser sends after it is not a toggle. */
  private swallowClick = false;

  constructor(
    private readonly shell: ShellServices,
    viewport: Viewport,
    private readonly loadScript: () => Promise<MiniGameApi> = loadMiniGameScript,
  ) {
    this.viewport = viewport;
    this.placeAtStart();
    makeAutoObservable<MiniGameStore, 'shell' | 'press' | 'moved' | 'swallowClick' | 'loadScript'>(this, {
      shell: false,
      press: false,
      moved: false,
      swallowClick: false,
      loadScript: false,
      api: false,
    });
  }

  /** LOTT (LOTTMINIGAME3) or, when only that flag is on, the SEA lottery's game (SEALOTTMINIGAME3). */
  get mode(): 'LOTT' | 'SEA' {
    return !this.shell.flags.isOn(MINI_GAME_FLAG) && this.shell.flags.isOn(SEA_MINI_GAME_FLAG)
      ? 'SEA'
      : 'LOTT';
  }

  /** The board opens above the launcher in the lower half of the screen, below it in the upper half. */
  get opensUp(): boolean {
    return this.y > this.viewport.height / 2;
  }

  /** The board opens to the launcher's left in the right half of the screen. */
  get opensLeft(): boolean {
    return this.x > this.viewport.width / 2;
  }

  /** Keep the launcher on screen, e.g. after a resize. */
  resize(viewport: Viewport): void {
    this.viewport = viewport;
    if (this.moved) this.place(this.x, this.y);
    else this.placeAtStart();
  }

  /** In the gutter at the start edge (the right in a right-to-left page), above the bottom. */
  private placeAtStart(): void {
    const { width, height, rtl } = this.viewport;
    this.place(
      rtl ? width - START_MARGIN_LEFT - LAUNCHER_SIZE : START_MARGIN_LEFT,
      height - START_MARGIN_BOTTOM - LAUNCHER_SIZE,
    );
  }

  private place(x: number, y: number): void {
    this.x = clamp(x, 0, this.viewport.width - LAUNCHER_SIZE);
    this.y = clamp(y, 0, this.viewport.height - LAUNCHER_SIZE);
  }

  /** Pointer down on the launcher at (x, y), event time `at`. */
  pointerDown(x: number, y: number, at: number): void {
    this.press = { at, offsetX: x - this.x, offsetY: y - this.y, lastX: x };
    this.dragging = false;
    this.swallowClick = false;
  }

  /** Pointer moved: drags once the press has lasted 150 ms; earlier moves do nothing. */
  pointerMove(x: number, y: number, at: number): void {
    const press = this.press;
    if (!press) return;
    if (!this.dragging && !dragStarted(at - press.at)) return;
    this.dragging = true;
    this.moved = true;
    this.tilt = tiltFor(x - press.lastX);
    press.lastX = x;
    this.place(x - press.offsetX, y - press.offsetY);
  }

  /** Pointer up (or cancelled): a drag ends level; answers whether it was a drag. */
  pointerUp(): boolean {
    const dragged = this.dragging;
    this.press = null;
    this.dragging = false;
    this.tilt = 0;
    this.swallowClick = dragged;
    return dragged;
  }

  /**
   * The launcher's click (mouse, touch, Enter, Space): toggles the game unless it ended a drag. A keyboard click
   * (`fromKeyboard`) always toggles.
   */
  click(fromKeyboard = false): void {
    if (this.swallowClick && !fromKeyboard) {
      this.swallowClick = false;
      return;
    }
    this.toggle();
  }

  /** Arrow keys move the launcher; answers whether the key was used. */
  key(key: string): boolean {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP_PX, 0],
      ArrowRight: [KEY_STEP_PX, 0],
      ArrowUp: [0, -KEY_STEP_PX],
      ArrowDown: [0, KEY_STEP_PX],
    };
    const move = step[key];
    if (!move) return false;
    this.moved = true;
    this.place(this.x + move[0], this.y + move[1]);
    return true;
  }

  toggle(): void {
    this.open = !this.open;
    if (this.open && !this.api) void this.fetchScript();
  }

  close(): void {
    this.open = false;
  }

  /** Load the provider's script (once; again after a failure). */
  async fetchScript(): Promise<void> {
    if (this.scriptState === 'loading') return;
    this.scriptState = 'loading';
    try {
      const api = await this.loadScript();
      runInAction(() => {
        this.api = api;
        this.scriptState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.scriptState = 'error';
      });
    }
  }

  /** The game's play button: the lottery lobby. */
  play(): void {
    this.open = false;
    this.shell.navigate(LOTTERY_ROUTE);
  }
}
