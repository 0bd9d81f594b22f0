import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BannerCarousel } from './banner-carousel';

const { server } = setupSandboxServer();

const notice = (banners: unknown[]) => ({
  success: true,
  value: { banners, player: [], popup: [], promotion: [] },
  errorCode: null,
  message: null,
});

describe('BannerCarousel widget', () => {
  it('shows the home banners and navigates inside the site for a P banner', async () => {
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    const root = screen.getByTestId('banner-carousel');
    const images = await within(root).findAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(
      expect.arrayContaining([
        '/wps/res/img/banner/welcome-bonus.svg',
        '/wps/res/img/banner/lottery-jackpot.svg',
        '/wps/res/img/banner/live-casino.svg',
        '/wps/res/img/banner/sports-cup.svg',
      ]),
    );
    await userEvent.click(images.find((img) => img.getAttribute('src')!.includes('welcome-bonus'))!);
    expect(fake.navigations).toEqual(['/promotions#2001']);
  });

  it('opens a URL banner in a new window with noopener', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    const images = await screen.findAllByRole('img');
    const link = images.find((img) => img.getAttribute('src')!.includes('sports-cup'))!.closest('a')!;
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith(
      'https://www.example.com/world-cup-2026',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('renders a javascript: banner without a link and does nothing on click', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    server.use(
      http.get('*/wps/notice', () =>
        HttpResponse.json(
          notice([
            {
              bannerId: 9,
              url: '/wps/res/img/banner/evil.svg',
              groupName: 'w_home',
              linkage: 'javascript:alert(document.cookie)',
              linkageType: 'URL',
            },
          ]),
        ),
      ),
    );
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    const image = await screen.findByRole('img');
    expect(image.closest('a')).toBeNull();
    await userEvent.click(image);
    expect(open).not.toHaveBeenCalled();
    expect(fake.navigations).toEqual([]);
    // A single banner: no pagination bullets, no arrows.
    expect(screen.getByTestId('banner-carousel').querySelector('.swiper-pagination-bullet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'banner_next' })).toBeNull();
  });

  it('shows a retry card on failure and loads on retry', async () => {
    server.use(http.get('*/wps/notice', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'retry' }));
    expect(await screen.findAllByRole('img')).toHaveLength(4);
  });

  it('shows the empty state when there are no banners', async () => {
    server.use(http.get('*/wps/notice', () => HttpResponse.json(notice([]))));
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });
});
