import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { BANNER_AUTOPLAY_DELAY_MS } from '../../../constants';
import type { Banner } from '../../notices/api/notice';
import { BannerStore } from '../stores/banner-store';
import BannerSlider, { SLIDE_MS } from './banner-slider';

const banner = (bannerId: number): Banner => ({
  bannerId,
  url: `/wps/res/img/banner/${bannerId}.svg`,
  groupName: 'w_home',
  linkage: `/promotions#${bannerId}`,
  linkageType: 'P',
});

function renderSlider(count: number, arrows = true) {
  const fake = createFakeShell();
  const store = new BannerStore(fake.shell);
  runInAction(() => {
    store.banners = Array.from({ length: count }, (_, i) => banner(i + 1));
  });
  const view = renderWithShell(<BannerSlider store={store} arrows={arrows} />, fake);
  const track = view.container.querySelector<HTMLElement>('.pr-banners__track')!;
  const shown = () => {
    // The banner in view: the slide at the track's position (copies included), read from its image.
    const position = -Number(/-?\d+/.exec(track.style.transform)![0]) / 100;
    return track.children[position]!.querySelector('img')!.getAttribute('src');
  };
  const current = () =>
    screen
      .getAllByRole('button', { name: /^banner_label/ })
      .findIndex((b) => b.getAttribute('aria-current') === 'true');
  return { fake, track, shown, current, view };
}

/** A pointer event as React reads it (jsdom has no PointerEvent: a MouseEvent of the same type carries clientX). */
const pointer = (type: 'pointerdown' | 'pointerup', target: Element, clientX: number) =>
  fireEvent(target, new MouseEvent(type, { bubbles: true, clientX }));

describe('BannerSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows every banner once to assistive technology; the loop copies are hidden and inert', () => {
    const { track } = renderSlider(3);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    // [copy of the last, 1, 2, 3, copy of the first]
    expect(track.children).toHaveLength(5);
    for (const copy of [track.children[0]!, track.children[4]!]) {
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      expect(copy).toHaveAttribute('inert');
    }
  });

  it('turns with the arrows and the bullets, looping past either end', () => {
    const { shown, current } = renderSlider(3);
    expect(shown()).toBe('/wps/res/img/banner/1.svg');
    fireEvent.click(screen.getByRole('button', { name: 'banner_prev' }));
    // On the copy of the last banner, then settled on the last banner itself.
    expect(shown()).toBe('/wps/res/img/banner/3.svg');
    act(() => jest.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toBe('/wps/res/img/banner/3.svg');
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'banner_next' }));
    act(() => jest.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toBe('/wps/res/img/banner/1.svg');
    expect(current()).toBe(0);
    fireEvent.click(screen.getAllByRole('button', { name: /^banner_label/ })[1]!);
    expect(shown()).toBe('/wps/res/img/banner/2.svg');
    expect(current()).toBe(1);
  });

  it('autoplays every 3000 ms, pauses while hovered and goes on after a click', () => {
    const { shown, view } = renderSlider(3);
    act(() => jest.advanceTimersByTime(BANNER_AUTOPLAY_DELAY_MS));
    expect(shown()).toBe('/wps/res/img/banner/2.svg');
    const slider = view.container.querySelector('.pr-banners__slider')!;
    fireEvent.mouseEnter(slider);
    act(() => jest.advanceTimersByTime(BANNER_AUTOPLAY_DELAY_MS * 3));
    expect(shown()).toBe('/wps/res/img/banner/2.svg');
    fireEvent.mouseLeave(slider);
    fireEvent.click(screen.getByRole('button', { name: 'banner_next' }));
    expect(shown()).toBe('/wps/res/img/banner/3.svg');
    act(() => jest.advanceTimersByTime(BANNER_AUTOPLAY_DELAY_MS));
    expect(shown()).toBe('/wps/res/img/banner/1.svg');
  });

  it('turns on a horizontal swipe, which is not also a click on the banner', () => {
    const { shown, fake, view } = renderSlider(3);
    const viewport = view.container.querySelector('.pr-banners__viewport')!;
    const link = screen.getAllByRole('link')[0]!;
    pointer('pointerdown', viewport, 300);
    pointer('pointerup', viewport, 200);
    fireEvent.click(link);
    expect(shown()).toBe('/wps/res/img/banner/2.svg');
    expect(fake.navigations).toEqual([]);
    // A short movement is a click.
    pointer('pointerdown', viewport, 300);
    pointer('pointerup', viewport, 295);
    fireEvent.click(link);
    expect(fake.navigations).toEqual(['/promotions#1']);
  });

  it('brings the banner whose link takes the focus into view', () => {
    const { shown } = renderSlider(3);
    act(() => screen.getAllByRole('link')[2]!.focus());
    expect(shown()).toBe('/wps/res/img/banner/3.svg');
  });

  it('stands still with one banner: no copies, bullets, arrows or autoplay', () => {
    const { track, shown } = renderSlider(1);
    expect(track.children).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(BANNER_AUTOPLAY_DELAY_MS * 2));
    expect(shown()).toBe('/wps/res/img/banner/1.svg');
  });

  it('shows no arrows when they are switched off', () => {
    renderSlider(3, false);
    expect(screen.queryByRole('button', { name: 'banner_next' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^banner_label/ })).toHaveLength(3);
  });
});
