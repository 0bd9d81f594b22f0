import { drawTopicOf, isDrawBroadcast } from './realtime';
import { createFakeShell } from './testing';

describe('the realtime topic service contract', () => {
  it('fills the draw topic pattern and recognises draw bodies', () => {
    expect(drawTopicOf('/topic/draw_number/{gameCode}', 'CQSSC')).toBe('/topic/draw_number/CQSSC');
    expect(isDrawBroadcast({ gameCode: 'CQSSC', numero: '1', winNo: '1,2' })).toBe(true);
    expect(isDrawBroadcast({ gameCode: 'CQSSC', numero: 1, winNo: '1,2' })).toBe(false);
    expect(isDrawBroadcast(null)).toBe(false);
  });

  it("the fake shell's service delivers a game's draws only, until unsubscribed", () => {
    const { shell, realtime } = createFakeShell();
    const seen: string[] = [];
    const stop = shell.realtime.subscribeDraws('CQSSC', (draw) => seen.push(draw.numero));
    const other = shell.realtime.subscribeTopic('/topic/news', () => seen.push('news'));
    expect(realtime.followed).toEqual(['/topic/draw_number/CQSSC', '/topic/news']);

    realtime.emit('/topic/draw_number/CQSSC', { gameCode: 'CQSSC', numero: '7', winNo: '1,2,3' });
    realtime.emit('/topic/draw_number/CQSSC', { gameCode: 'OTHER', numero: '8', winNo: '1' });
    realtime.emit('/topic/draw_number/CQSSC', 'garbage');
    realtime.emit('/topic/news', {});
    stop();
    other();
    realtime.emit('/topic/draw_number/CQSSC', { gameCode: 'CQSSC', numero: '9', winNo: '1,2,3' });
    expect(seen).toEqual(['7', 'news']);
    expect(realtime.followed).toEqual([]);
    shell.realtime.subscribeTopic('/topic/user/10001', () => {});
    expect(realtime.followed).toEqual([]); // a member topic is not a topic
  });
});
