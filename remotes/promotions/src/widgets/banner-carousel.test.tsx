import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BannerCarousel } from './banner-carousel';

const { server } = setupSandboxServer();

/** The first banner paints alone; the carousel (swiper) comes once its image is in. */
async function firstBannerLoaded(total = 4): Promise<void> {
  fireEvent.load(await screen.findByRole('img'));
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(total));
}

const notice = (banners: unknown[]) => ({
  success: true,
  value: { banners, player: [], popup: [], promotion: [] },
  errorCode: null,
  message: null,
});

describe('BannerCarousel widget', () => {
  it('paints the first banner on its own, eager and high priority, before the carousel is loaded', async () => {
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    const first = await screen.findByRole('img');
    expect(first).toHaveAttribute('src', '/wps/res/img/banner/welcome-bonus.svg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await firstBannerLoaded();
  });

  it('shows the home banners and navigates inside the site for a P banner', async () => {
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    await firstBannerLoaded();
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
    await firstBannerLoaded();
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
    await firstBannerLoaded();
  });

  it('shows the empty state when there are no banners', async () => {
    server.use(http.get('*/wps/notice', () => HttpResponse.json(notice([]))));
    const fake = createFakeShell();
    renderWithShell(<BannerCarousel shell={fake.shell} />, fake);
    expect(await screen.findByText('no_data')).toBeInTheDocument();
  });
});
