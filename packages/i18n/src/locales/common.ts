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
const TW: Table = {
  in_sorry_in: '請先登入',
  in_need_true_account: '請使用真實帳號',
  in_please_information: '請填寫完整資訊',
  in_stay_tuned: '敬請期待',
  unknown_error: '未知錯誤',
  timeout_retry_please: '請求逾時，請稍後重試',
  loading: '載入中…',
  retry: '重試',
  area_unavailable: '此區域暫時無法載入',
  no_data: '暫無資料',
  confirm: '確定',
  cancel: '取消',
  more: '更多',
  close: '關閉',
  login: '登入',
  logout: '登出',
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
const TH: Table = {
  in_sorry_in: 'กรุณาเข้าสู่ระบบก่อน',
  in_need_true_account: 'กรุณาใช้บัญชีจริง',
  in_please_information: 'กรุณากรอกข้อมูลให้ครบถ้วน',
  in_stay_tuned: 'เร็วๆ นี้',
  unknown_error: 'ข้อผิดพลาดที่ไม่รู้จัก',
  timeout_retry_please: 'หมดเวลา กรุณาลองอีกครั้ง',
  loading: 'กำลังโหลด…',
  retry: 'ลองอีกครั้ง',
  area_unavailable: 'ไม่สามารถโหลดส่วนนี้ได้',
  no_data: 'ไม่มีข้อมูล',
  confirm: 'ตกลง',
  cancel: 'ยกเลิก',
  more: 'เพิ่มเติม',
  close: 'ปิด',
  login: 'เข้าสู่ระบบ',
  logout: 'ออกจากระบบ',
};
const JA: Table = {
  in_sorry_in: '先にログインしてください',
  in_need_true_account: '本アカウントをご利用ください',
  in_please_information: '情報をすべて入力してください',
  in_stay_tuned: '近日公開',
  unknown_error: '不明なエラー',
  timeout_retry_please: 'タイムアウトしました。もう一度お試しください',
  loading: '読み込み中…',
  retry: '再試行',
  area_unavailable: 'このエリアを読み込めませんでした',
  no_data: 'データがありません',
  confirm: 'OK',
  cancel: 'キャンセル',
  more: 'もっと見る',
  close: '閉じる',
  login: 'ログイン',
  logout: 'ログアウト',
};
const VI: Table = {
  in_sorry_in: 'Vui lòng đăng nhập trước',
  in_need_true_account: 'Vui lòng dùng tài khoản thật',
  in_please_information: 'Vui lòng điền đầy đủ thông tin',
  in_stay_tuned: 'Sắp ra mắt',
  unknown_error: 'Lỗi không xác định',
  timeout_retry_please: 'Hết thời gian chờ, vui lòng thử lại',
  loading: 'Đang tải…',
  retry: 'Thử lại',
  area_unavailable: 'Không thể tải khu vực này',
  no_data: 'Không có dữ liệu',
  confirm: 'Đồng ý',
  cancel: 'Hủy',
  more: 'Thêm',
  close: 'Đóng',
  login: 'Đăng nhập',
  logout: 'Đăng xuất',
};

/** Common texts per language; languages missing here fall back through {@link fallbackChain}. */
export const COMMON_TEXTS: Partial<Record<Language, Table>> = { CN, TW, EN, TH, JA, VI };

/**
 * The common texts of the languages outside the switcher's six (RU, PT, ES, AR): one lazy chunk each, so the first
 * load carries only the six tables above. The host adds them (namespace `common`) with the language, before it
 * renders in it; until then, and in an area's own tests, they fall back through {@link fallbackChain}.
 */
export const loadCommonTexts = translationLoader({
  RU: () => import(/* webpackChunkName: "common-texts-RU" */ './common/RU.json'),
  PT: () => import(/* webpackChunkName: "common-texts-PT" */ './common/PT.json'),
  ES: () => import(/* webpackChunkName: "common-texts-ES" */ './common/ES.json'),
  AR: () => import(/* webpackChunkName: "common-texts-AR" */ './common/AR.json'),
});
