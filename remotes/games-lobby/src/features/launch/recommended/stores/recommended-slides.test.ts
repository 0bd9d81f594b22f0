import { RECOMMENDED_PER_SLIDE } from '../../../../constants';
import { recommendedSlides } from './recommended-slides';

describe('recommendedSlides', () => {
  it('puts 12 games on each slide, the rest on the last', () => {
    expect(RECOMMENDED_PER_SLIDE).toBe(12);
    const games = Array.from({ length: 30 }, (_, i) => i);
    expect(recommendedSlides(games).map((slide) => slide.length)).toEqual([12, 12, 6]);
    expect(recommendedSlides([])).toEqual([]);
  });
});
