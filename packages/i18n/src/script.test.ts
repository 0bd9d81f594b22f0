import { scriptOf, writtenIn } from './script';

describe('scriptOf', () => {
  it('names the writing system of a text', () => {
    expect(scriptOf('用户名须为(min)-(max)位字母或数字')).toBe('han');
    expect(scriptOf('Line 须为(min)-(max)个字符')).toBe('han');
    expect(scriptOf('ユーザー名は6〜13文字')).toBe('japanese');
    expect(scriptOf('使用者名稱')).toBe('han');
    expect(scriptOf('ชื่อผู้ใช้ต้องมี 6-13 ตัว')).toBe('thai');
    expect(scriptOf('اسم المستخدم من 6 إلى 13')).toBe('arabic');
    expect(scriptOf('Имя пользователя')).toBe('cyrillic');
    expect(scriptOf('사용자 이름')).toBe('hangul');
    expect(scriptOf('Username must be 6-13 letters')).toBe('latin');
    expect(scriptOf('Tên đăng nhập')).toBe('latin');
    expect(scriptOf('(min)-(max) 6-13 !')).toBeNull();
  });
});

describe('writtenIn', () => {
  it("answers whether a server text is in the player's language, by its script", () => {
    expect(writtenIn('用户名须为(min)-(max)位字母或数字', 'CN')).toBe(true);
    expect(writtenIn('用户名须为(min)-(max)位字母或数字', 'TW')).toBe(true);
    expect(writtenIn('用户名须为(min)-(max)位字母或数字', 'EN')).toBe(false);
    expect(writtenIn('用户名须为(min)-(max)位字母或数字', 'JA')).toBe(false);
    expect(writtenIn('WhatsApp 须为(min)-(max)位数字', 'EN')).toBe(false);
    expect(writtenIn('Username must be 6-13 letters', 'en')).toBe(true);
    expect(writtenIn('Username must be 6-13 letters', 'TH')).toBe(false);
    expect(writtenIn('ชื่อผู้ใช้ต้องมี 6-13 ตัว', 'TH')).toBe(true);
    expect(writtenIn('اسم المستخدم', 'AR')).toBe(true);
    expect(writtenIn('ユーザー名', 'JA')).toBe(true);
  });

  it('never in cimode, an unknown language or a text without letters', () => {
    expect(writtenIn('Username', 'cimode')).toBe(false);
    expect(writtenIn('Username', 'XX')).toBe(false);
    expect(writtenIn('6-13', 'EN')).toBe(false);
  });
});
