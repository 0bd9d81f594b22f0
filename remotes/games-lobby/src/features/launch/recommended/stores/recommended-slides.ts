import { RECOMMENDED_PER_SLIDE } from '../../../../constants';

/** Cut the recommended games into the carousel's slides, 12 per slide (spec/products.md §9). */
export function recommendedSlides<T>(games: readonly T[], perSlide = RECOMMENDED_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < games.length; i += perSlide) slides.push(games.slice(i, i + perSlide));
  return slides;
}
