import { useEffect, useRef, useState } from 'react';
import { QR_MARGIN_PX, QR_SIZE_PX } from './constants';

/**
 * Paint a QR code on a canvas: `qrcode` (loaded on first use, never in the first-load JS) encodes the text; the
 * modules are painted at the spec's size with a 20 px white margin (the library's own margin is counted in modules,
 * not pixels).
 */
export async function drawQr(canvas: HTMLCanvasElement, value: string): Promise<void> {
  const { create } = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  canvas.width = QR_SIZE_PX;
  canvas.height = QR_SIZE_PX;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, QR_SIZE_PX, QR_SIZE_PX);
  context.fillStyle = '#000000';
  const cell = (QR_SIZE_PX - 2 * QR_MARGIN_PX) / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      // Whole-pixel edges so neighbouring modules leave no hairline gaps.
      const x = Math.floor(QR_MARGIN_PX + col * cell);
      const y = Math.floor(QR_MARGIN_PX + row * cell);
      context.fillRect(
        x,
        y,
        Math.ceil(QR_MARGIN_PX + (col + 1) * cell) - x,
        Math.ceil(QR_MARGIN_PX + (row + 1) * cell) - y,
      );
    }
  }
}

/** A QR code of `value` (an http(s) link), with its label for assistive technology. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let live = true;
    drawQr(canvas, value).then(
      () => live && setDrawn(value),
      (error: unknown) => console.warn('[download] QR code failed', error),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <canvas
      ref={ref}
      className="host-download__qr"
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      role="img"
      aria-label={label}
      data-value={value}
      data-drawn={drawn === value ? 'true' : undefined}
    />
  );
}
