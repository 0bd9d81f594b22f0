import type { Language } from '../languages';
import { translationLoader } from '../translation-loader';

/** Keys every area may use, in the `common` namespace. Message keys are the spec's (spec/shell.md §8). */
export type CommonKey =
  | 'in_sorry_in'
  | 'in_need_true_account'
  | 'in_please_information'
  | 'in_stay_tuned'
  | 'unknown_error'
  | 'timeout_retry_please'
  | 'loading'
  | 'retry'
  | 'area_unavailable'
  | 'no_data'
  | 'confirm'
  | 'cancel'
  | 'more'
  | 'close'
  | 'login'
  | 'logout';

type Table = Record<CommonKey, string>;

const CN: Table = {
  in_sorry_in: '请先登录',
  in_need_true_account: '请使用真实账号',
  in_please_information: '请填写完整信息',
  in_stay_tuned: '敬请期待',
  unknown_error: '未知错误',
  timeout_retry_please: '请求超时，请稍后重试',
  loading: '加载中…',
  retry: '重试',
  area_unavailable: '此区域暂时无法加载',
  no_data: '暂无数据',
  confirm: '确定',
  cancel: '取消',
  more: '更多',
  close: '关闭',
  login: '登录',
  logout: '退出',
};
const EN: Table = {
  in_sorry_in: 'Please log in first',
  in_need_true_account: 'Please use a real account',
  in_please_information: 'Please complete the information',
  in_stay_tuned: 'Coming soon',
  unknown_error: 'Unknown error',
  timeout_retry_please: 'The request timed out, please try again',
  loading: 'Loading…',
  retry: 'Retry',
  area_unavailable: 'This area could not be loaded',
  no_data: 'No data',
  confirm: 'OK',
  cancel: 'Cancel',
  more: 'More',
  close: 'Close',
  login: 'Log in',
  logout: 'Log out',
};

/** Common texts per language; languages missing here fall back through {@link fallbackChain}. */
export const COMMON_TEXTS: Partial<Record<Language, Table>> = { CN, EN };

/**
 * The common texts of the other languages: one lazy chunk each (the site server preloads the visitor's), so the first
 * load carries only CN and EN, the ends of every fallback chain. The host adds them (namespace `common`) with the language, before it
 * renders in it; until then, and in an area's own tests, they fall back through {@link fallbackChain}.
 */
export const loadCommonTexts = translationLoader({
  TW: () => import(/* webpackChunkName: "common-texts-TW" */ './common/TW.json'),
  TH: () => import(/* webpackChunkName: "common-texts-TH" */ './common/TH.json'),
  JA: () => import(/* webpackChunkName: "common-texts-JA" */ './common/JA.json'),
  VI: () => import(/* webpackChunkName: "common-texts-VI" */ './common/VI.json'),
  RU: () => import(/* webpackChunkName: "common-texts-RU" */ './common/RU.json'),
  PT: () => import(/* webpackChunkName: "common-texts-PT" */ './common/PT.json'),
  ES: () => import(/* webpackChunkName: "common-texts-ES" */ './common/ES.json'),
  AR: () => import(/* webpackChunkName: "common-texts-AR" */ './common/AR.json'),
});
