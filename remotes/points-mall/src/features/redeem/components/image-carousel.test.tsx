import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reward } from '../../../api/rewards';
import { carouselStep, ImageCarousel, imagesOf } from './image-carousel';

const reward = (count: number): Reward => ({
  id: 1,
  name: 'R',
  type: 1,
  price: '1',
  mpPointAmount: null,
  mpMoneyAmount: null,
  displayPointMoneyAmt: 'N',
  inventory: 1,
  adjustedCount: 0,
  description: null,
  imageLink: '/link.svg',
  merchandiseImages: Array.from({ length: count }, (_, i) => ({
    type: i === 1 ? 'M' : 'S',
    imageUrl: `/img-${i}.svg`,
  })),
});

const labels = { previous: 'prev', next: 'next', image: (n: number) => `image ${n}` };

describe('image carousel', () => {
  it('puts the main (M) image first, imageLink when there are none', () => {
    expect(imagesOf(reward(3))).toEqual(['/img-1.svg', '/img-0.svg', '/img-2.svg']);
    expect(imagesOf(reward(0))).toEqual(['/link.svg']);
  });

  it('loops only above 5 images', () => {
    expect(carouselStep(5, 1, 6)).toBe(0);
    expect(carouselStep(0, -1, 6)).toBe(5);
    expect(carouselStep(4, 1, 5)).toBe(4);
    expect(carouselStep(0, -1, 5)).toBe(0);
  });

  it('steps with the buttons and marks the current thumbnail', async () => {
    render(<ImageCarousel reward={reward(6)} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'prev' }));
    expect(screen.getByRole('button', { name: 'image 6' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'image 2' }));
    expect(screen.getByRole('img', { name: 'image 2' })).toHaveAttribute('src', '/img-0.svg');
  });
});
