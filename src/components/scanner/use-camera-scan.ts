import { type RefObject, useEffect, useRef, useState } from 'react';
import { type CameraProblem, cameraProblem, openCamera, stopStream } from './camera';
import { createFrameDecoder } from './decoder';
import { SCAN_FORMATS, type ScanFormat } from './formats';

export type CameraScanStatus =
  | { kind: 'starting' }
  | { kind: 'scanning'; engine: 'native' | 'zxing' }
  | { kind: 'problem'; problem: CameraProblem; message: string }
  | { kind: 'decoderFailed'; message: string }
  | { kind: 'done' };

export interface CameraScanOptions {
  /** Camera on while true; turning it false (or unmounting) stops every track. */
  active: boolean;
  onCode(code: string, format: string): void;
  /** Keep scanning after a code (a stocktake walk); otherwise stop at the first one. */
  continuous?: boolean;
  formats?: readonly ScanFormat[];
  /** Pause between two frame reads (ms). */
  interval?: number;
  /** Continuous mode: the same code seen again within this time is not reported again (ms). */
  repeatMs?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens the camera into `videoRef`, reads its frames (BarcodeDetector or the zxing fallback) and
 * calls `onCode`. `retry()` asks for the camera again after a refusal or a failure.
 */
export function useCameraScan(videoRef: RefObject<HTMLVideoElement | null>, { active, onCode, continuous = false, formats = SCAN_FORMATS, interval = 150, repeatMs = 2000 }: CameraScanOptions) {
  const [status, setStatus] = useState<CameraScanStatus>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  const formatKey = formats.join(',');

  useEffect(() => {
    if (!active) return;
    const video = videoRef.current;
    const wanted = formatKey.split(',') as ScanFormat[];
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
      if (video) video.srcObject = null;
    };

    const run = async () => {
      setStatus({ kind: 'starting' });
      try {
        stream = await openCamera();
      } catch (error) {
        if (!stopped) setStatus({ kind: 'problem', problem: cameraProblem(error), message: messageOf(error) });
        return;
      }
      if (stopped || !video) return stopStream(stream);
      try {
        video.srcObject = stream;
      } catch (error) {
        setStatus({ kind: 'problem', problem: 'failed', message: messageOf(error) });
        return stop();
      }
      // Autoplay of a muted inline video is allowed; a refusal still leaves frames to read on some browsers.
      await Promise.resolve(video.play()).catch(() => undefined);
      let decoder: Awaited<ReturnType<typeof createFrameDecoder>>;
      try {
        decoder = await createFrameDecoder(wanted);
      } catch (error) {
        if (!stopped) setStatus({ kind: 'decoderFailed', message: messageOf(error) });
        return stop();
      }
      if (stopped) return;
      setStatus({ kind: 'scanning', engine: decoder.engine });
      let last = { text: '', at: -Infinity };
      const tick = async () => {
        if (stopped) return;
        const found = await decoder.decode(video).catch(() => []);
        if (stopped) return;
        const first = found[0];
        if (first) {
          const now = Date.now();
          const repeat = first.text === last.text && now - last.at < repeatMs;
          last = { text: first.text, at: now };
          if (!repeat) {
            if (!continuous) {
              stop();
              setStatus({ kind: 'done' });
            }
            onCodeRef.current(first.text, first.format);
            if (!continuous) return;
          }
        }
        timer = setTimeout(() => void tick(), interval);
      };
      void tick();
    };
    void run();
    return stop;
  }, [active, attempt, formatKey, continuous, interval, repeatMs, videoRef]);

  return { status, retry: () => setAttempt((n) => n + 1) };
}
