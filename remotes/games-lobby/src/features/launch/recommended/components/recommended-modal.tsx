import { CloseIcon } from '@wl/ui/icons';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// One stylesheet with the modules' styles (the Jest preset stubs `*.css` requests only).
// The core styles and the two modules' styles only (the bundle's CSS carries every module).
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { LaunchDialog } from '../../components/launch-dialog';
import { MaintenanceTime } from '../../components/maintenance-time';
import type { LaunchStore, MaintenanceInfo } from '../../stores/launch-store';
import { recommendedSlides } from '../stores/recommended-slides';

/** The maintenance illustration at the top of the modal. */
function MaintenanceImage({ label }: { label: string }) {
  return (
    <svg className="gl-recommended__image" viewBox="0 0 120 72" role="img" aria-label={label}>
      <rect x="4" y="8" width="112" height="60" rx="8" fill="#1f2a44" />
      <rect x="14" y="18" width="92" height="34" rx="4" fill="#2f4a7a" />
      <path d="M52 30l8-8 8 8-3 3-5-5-5 5z" fill="#ffd54f" />
      <circle cx="60" cy="40" r="6" fill="none" stroke="#ffd54f" strokeWidth="3" />
      <rect x="40" y="58" width="40" height="4" rx="2" fill="#ffd54f" />
    </svg>
  );
}

/**
 * The recommended-games modal (spec/products.md §2, §4): close button, image, maintenance title and text
 * (recommend_game_tips1, recommend_game_tips2), the maintenance time range, and a carousel of 12 games per slide
 * (icon, name, vendor name). A click launches that game. Its own chunk with swiper: loaded only when shown.
 */
const RecommendedModal = observer(function RecommendedModal({
  store,
  info,
  t,
}: {
  store: LaunchStore;
  info: MaintenanceInfo;
  t: TFunction;
}) {
  const slides = recommendedSlides(store.recommended);
  return (
    <LaunchDialog
      label={t('games-lobby:recommend_game_tips1')}
      onClose={store.closeOverlay}
      className="gl-recommended"
      testId="recommended-modal"
    >
      <button
        type="button"
        className="gl-recommended__close"
        aria-label={t('close')}
        onClick={store.closeOverlay}
      >
        <CloseIcon />
      </button>
      <MaintenanceImage label={t('games-lobby:vendor_under_maintenance')} />
      <h2 className="wl-dialog__title">{t('games-lobby:recommend_game_tips1')}</h2>
      <p className="gl-recommended__text">{t('games-lobby:recommend_game_tips2')}</p>
      <MaintenanceTime info={info} label={t('games-lobby:maintenance_time')} />
      <Swiper
        className="gl-recommended__swiper"
        modules={[A11y, Navigation, Pagination]}
        slidesPerView={1}
        navigation={slides.length > 1}
        pagination={slides.length > 1 ? { clickable: true } : false}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>
            <ul className="gl-recommended__grid" data-testid="recommended-slide">
              {slide.map((game) => (
                <li key={game.nodeId}>
                  <button
                    type="button"
                    className="gl-recommended__game"
                    onClick={() => void store.launchRecommended(game)}
                  >
                    {game.showIcon && <img src={game.showIcon} alt="" loading="lazy" />}
                    <span className="gl-recommended__name">{game.displayName}</span>
                    <span className="gl-recommended__vendor">{game.vendorName ?? game.vassalage}</span>
                  </button>
                </li>
              ))}
            </ul>
          </SwiperSlide>
        ))}
      </Swiper>
    </LaunchDialog>
  );
});

export default RecommendedModal;
