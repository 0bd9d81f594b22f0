import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, CloseIcon } from '@wl/ui/icons';
import { useRootStore } from '../../app/root-store-context';
import { chatStore } from './chat';
import { CHAT_MESSAGE_SOURCE } from './constants';
import './chat.css';

/** A pointer drag: where it started and the window's place or size then. */
interface Drag {
  pointerX: number;
  pointerY: number;
  startA: number;
  startB: number;
}

/** Keyboard moves and resizes in steps of this many pixels (the pointer's alternative). */
const KEYBOARD_STEP_PX = 20;

/** The step of an arrow key, or null for any other key. */
function arrowStep(key: string): { x: number; y: number } | null {
  const steps: Record<string, { x: number; y: number }> = {
    ArrowLeft: { x: -KEYBOARD_STEP_PX, y: 0 },
    ArrowRight: { x: KEYBOARD_STEP_PX, y: 0 },
    ArrowUp: { x: 0, y: -KEYBOARD_STEP_PX },
    ArrowDown: { x: 0, y: KEYBOARD_STEP_PX },
  };
  return steps[key] ?? null;
}

/**
 * The chat room (spec/shell.md §2, §4): a launcher with the unread badge and a floating, non-modal window, dragged by
 * its header and resized by its corner handle within the limits, kept on screen; mirrored in RTL (placed from the right
 * edge, the handle bottom left). Hidden on /seamless by the
 * layout's `body[data-chat="hidden"]`.
 */
export const ChatWidget = observer(function ChatWidget() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const store = chatStore(root);
  const drag = useRef<Drag | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => store.start(), [store]);
  useEffect(() => {
    const onResize = () => store.fitViewport();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [store]);

  // Rendered also when hidden, so a page can tell "hidden" from "not loaded yet".
  if (!store.visible) return <div className="host-chat" data-testid="chat" data-visible="false" hidden />;

  const begin = (event: PointerEvent<HTMLElement>, a: number, b: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, startA: a, startB: b };
  };
  const end = () => void (drag.current = null);
  const delta = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    // Horizontal moves are mirrored in RTL, where x counts from the right edge.
    return d
      ? {
          a: d.startA + store.inlineDelta(event.clientX - d.pointerX),
          b: d.startB + event.clientY - d.pointerY,
        }
      : null;
  };

  // The encoded token goes to the room page by message, never in its URL.
  const sendToken = () => {
    const target = frame.current?.contentWindow;
    if (!target || !store.url || !store.chatToken) return;
    const origin = new URL(store.url, window.location.href).origin;
    target.postMessage({ source: CHAT_MESSAGE_SOURCE, chatToken: store.chatToken }, origin);
  };

  return (
    <div className="host-chat" data-testid="chat" data-visible="true">
      <button
        type="button"
        className="host-chat__launcher"
        aria-expanded={store.open}
        aria-controls="host-chat-window"
        onClick={() => store.toggle()}
        data-testid="chat-launcher"
      >
        <ChatIcon size={24} />
        <span className="wl-visually-hidden">{t('chat_title')}</span>
        {store.badge && (
          <span
            className="host-chat__badge"
            data-testid="chat-unread"
            aria-label={t('chat_unread', { count: store.unread })}
          >
            {store.badge}
          </span>
        )}
      </button>
      {store.open && (
        <section
          id="host-chat-window"
          className="host-chat__window"
          role="dialog"
          aria-modal="false"
          aria-labelledby="host-chat-title"
          data-testid="chat-window"
          data-user={store.user?.account ?? ''}
          style={{
            ...(store.rtl ? { right: store.x } : { left: store.x }),
            top: store.y,
            width: store.width,
            height: store.height,
          }}
          onKeyDown={(event) => event.key === 'Escape' && store.close()}
        >
          <header
            className="host-chat__header"
            data-testid="chat-drag"
            role="group"
            tabIndex={0}
            aria-label={t('chat_move')}
            onKeyDown={(event) => {
              const step = arrowStep(event.key);
              if (!step || event.target !== event.currentTarget) return;
              event.preventDefault();
              store.moveTo(store.x + store.inlineDelta(step.x), store.y + step.y);
            }}
            onPointerDown={(event) => {
              if ((event.target as HTMLElement).closest('button')) return;
              begin(event, store.x, store.y);
            }}
            onPointerMove={(event) => {
              const next = delta(event);
              if (next) store.moveTo(next.a, next.b);
            }}
            onPointerUp={end}
            onPointerCancel={end}
          >
            <h2 id="host-chat-title" className="host-chat__title">
              {t('chat_title')}
            </h2>
            {store.user && (
              <span className="host-chat__user" data-testid="chat-user">
                {store.user.nickname || store.user.account}
              </span>
            )}
            <button
              type="button"
              className="host-chat__close"
              aria-label={t('chat_close')}
              onClick={() => store.close()}
              data-testid="chat-close"
            >
              <CloseIcon size={18} />
            </button>
          </header>
          {store.url ? (
            <iframe
              ref={frame}
              className="host-chat__room"
              title={t('chat_room')}
              src={store.url}
              onLoad={sendToken}
              data-testid="chat-room"
            />
          ) : (
            <p className="host-chat__loading" role="status">
              {t('chat_loading')}
            </p>
          )}
          <div
            className="host-chat__resize"
            role="button"
            tabIndex={0}
            aria-label={t('chat_resize')}
            data-testid="chat-resize"
            onKeyDown={(event) => {
              const step = arrowStep(event.key);
              if (!step) return;
              event.preventDefault();
              store.resizeTo(store.width + store.inlineDelta(step.x), store.height + step.y);
            }}
            onPointerDown={(event) => begin(event, store.width, store.height)}
            onPointerMove={(event) => {
              const next = delta(event);
              if (next) store.resizeTo(next.a, next.b);
            }}
            onPointerUp={end}
            onPointerCancel={end}
          />
        </section>
      )}
    </div>
  );
});

export default ChatWidget;
