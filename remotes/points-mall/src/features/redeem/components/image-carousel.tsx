import { ChevronLeftIcon, ChevronRightIcon } from '@wl/ui/icons';
import { useState } from 'react';
import type { Reward } from '../../../api/rewards';
import { CAROUSEL_LOOP_ABOVE, MERCHANDISE_IMAGE } from '../../../constants';

/** The images of a reward, the main (M) image first; imageLink when it lists none. */
export function imagesOf(reward: Reward): string[] {
  const main = reward.merchandiseImages.filter((i) => i.type === MERCHANDISE_IMAGE.MAIN);
  const small = reward.merchandiseImages.filter((i) => i.type !== MERCHANDISE_IMAGE.MAIN);
  const urls = [...main, ...small].map((i) => i.imageUrl);
  if (urls.length === 0 && reward.imageLink) urls.push(reward.imageLink);
  return urls;
}

/** The next index of a carousel: it wraps around only with more than 5 images (spec §9), else stops at the ends. */
export function carouselStep(index: number, delta: number, count: number): number {
  const next = index + delta;
  if (count > CAROUSEL_LOOP_ABOVE) return (next + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** A reward's images: the current one large, the small ones as thumbnails, previous/next buttons. */
export function ImageCarousel({
  reward,
  labels,
}: {
  reward: Reward;
  labels: { previous: string; next: string; image: (n: number) => string };
}) {
  const images = imagesOf(reward);
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const loops = images.length > CAROUSEL_LOOP_ABOVE;
  const go = (delta: number) => setIndex((i) => carouselStep(i, delta, images.length));
  return (
    <div className="pm-carousel" data-testid="redeem-carousel" data-loop={loops}>
      <img className="pm-carousel__image" src={images[index]} alt={labels.image(index + 1)} />
      {images.length > 1 && (
        <div className="pm-carousel__nav">
          <button
            type="button"
            className="pm-carousel__arrow"
            aria-label={labels.previous}
            disabled={!loops && index === 0}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon className="wl-icon--flip-rtl" />
          </button>
          <ol className="pm-carousel__thumbs">
            {images.map((url, i) => (
              <li key={`${url}-${i}`}>
                <button
                  type="button"
                  aria-label={labels.image(i + 1)}
                  aria-pressed={i === index}
                  className={i === index ? 'is-current' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <img src={url} alt="" />
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="pm-carousel__arrow"
            aria-label={labels.next}
            disabled={!loops && index === images.length - 1}
            onClick={() => go(1)}
          >
            <ChevronRightIcon className="wl-icon--flip-rtl" />
          </button>
        </div>
      )}
    </div>
  );
}
