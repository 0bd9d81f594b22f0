import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// One stylesheet with the modules' styles: the Jest preset stubs `*.css` requests only, and `swiper/css/pagination`
// does not end in .css (webpack bundles either the same way).
// The core styles and the two modules' styles only (the bundle's CSS carries every module).
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useAreaTranslation } from '../../../i18n';
import type { BannerStore } from '../stores/banner-store';
import { startAutoplay } from './banner-autoplay';
import { BannerSlide } from './banner-slide';

/**
 * The media query of a player who asks for less motion: the carousel does not autoplay for them. Declared here, in
 * the carousel's lazy chunk, so the area's first module does not carry it.
 */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The swiper part of the banner carousel, in its own chunk (the widget loads it lazily): pages of the area that show
 * no carousel never download swiper.
 */
const BannerSwiper = observer(function BannerSwiper({
  store,
  arrows,
}: {
  store: BannerStore;
  arrows: boolean;
}) {
  const { t } = useAreaTranslation();
  const config = store.config(arrows, window.matchMedia?.(REDUCED_MOTION_QUERY).matches);
  // Swiper reads the direction once, when it is built: a right-to-left page (AR) builds a mirrored instance.
  const dir = document.dir;
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  const delay = config.autoplay ? config.autoplay.delay : 0;
  useEffect(() => (instance && delay ? startAutoplay(instance, delay) : undefined), [instance, delay]);
  return (
    <Swiper
      // Swiper sets loop mode up once: a new banner count builds a new instance (and a new autoplay).
      key={`${store.banners.length}${config.navigation}${dir}`}
      className="pr-banners__swiper"
      dir={dir}
      modules={[A11y, Navigation, Pagination]}
      onSwiper={setInstance}
      slidesPerView={1}
      loop={config.loop}
      pagination={config.pagination ? { clickable: true } : false}
      navigation={config.navigation}
      a11y={{ prevSlideMessage: t('banner_prev'), nextSlideMessage: t('banner_next') }}
    >
      {store.banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId}>
          <BannerSlide
            banner={banner}
            store={store}
            eager={index === 0}
            label={t('banner_label', { index: index + 1, total: store.banners.length })}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
});

export default BannerSwiper;
