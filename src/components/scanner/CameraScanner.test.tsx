import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setupTestI18n } from '@/lib/testing/setup-i18n';
import { CameraScanner } from './CameraScanner';

beforeAll(() => setupTestI18n());

interface FakeTrack {
  stop: Mock<() => void>;
}
type Found = { rawValue: string; format: string }[];
let tracks: FakeTrack[];
let getUserMedia: Mock<(constraints: MediaStreamConstraints) => Promise<unknown>>;
let detect: Mock<(source: unknown) => Promise<Found>>;

/** A browser with BarcodeDetector for code128 and QR, whose detect answers what the test says. */
class FakeBarcodeDetector {
  static getSupportedFormats = vi.fn(async () => ['code_128', 'qr_code', 'ean_13']);
  constructor(readonly options: { formats: string[] }) {}
  detect(source: unknown) {
    return detect(source);
  }
}

const fakeStream = () => {
  const stream = { getTracks: () => tracks };
  tracks.push({ stop: vi.fn() });
  return stream;
};

beforeEach(() => {
  tracks = [];
  detect = vi.fn(async (): Promise<Found> => []);
  getUserMedia = vi.fn(async () => fakeStream());
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(window, 'BarcodeDetector', { value: FakeBarcodeDetector, configurable: true, writable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // happy-dom accepts only its own MediaStream: keep whatever the scanner attaches.
  const attached = new WeakMap<object, unknown>();
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(function (this: object, v: unknown) {
    attached.set(this, v);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'get').mockImplementation(function (this: object) {
    return (attached.get(this) ?? null) as MediaStream | null;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'BarcodeDetector');
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const open = (props: Partial<React.ComponentProps<typeof CameraScanner>> = {}) => {
  const onDetected = vi.fn();
  const onClose = vi.fn();
  const view = render(<MantineProvider><CameraScanner opened onClose={onClose} onDetected={onDetected} {...props} /></MantineProvider>);
  return { onDetected, onClose, ...view };
};

describe('CameraScanner', () => {
  it('asks for the back camera, reads a code with BarcodeDetector, reports it, stops the camera and closes', async () => {
    detect.mockResolvedValueOnce([]).mockResolvedValue([{ rawValue: 'ZC202611210001', format: 'code_128' }]);
    const { onDetected, onClose } = open();
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith('ZC202611210001', 'code_128'));
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }));
    expect(detect.mock.calls[0]![0]).toBeInstanceOf(HTMLVideoElement);
    expect(onDetected).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    expect(tracks[0]!.stop).toHaveBeenCalled();
  });

  it('continuous: reports each new code once, not the same one held in view, and stays open', async () => {
    const frames = ['A0001', 'A0001', 'A0001', 'B0002', 'B0002'];
    detect.mockImplementation(async () => {
      const text = frames.shift();
      return text ? [{ rawValue: text, format: 'qr_code' }] : [];
    });
    const { onDetected, onClose } = open({ continuous: true });
    await waitFor(() => expect(onDetected).toHaveBeenCalledTimes(2), { timeout: 3000 });
    expect(onDetected.mock.calls.map((c) => c[0])).toEqual(['A0001', 'B0002']);
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByText('已识别：B0002')).toBeTruthy();
    expect(tracks[0]!.stop).not.toHaveBeenCalled();
  });

  it('stops every camera track when the dialog closes', async () => {
    const { rerender } = open({ continuous: true });
    await screen.findByText('将条形码或二维码对准取景框');
    expect(tracks).toHaveLength(1);
    rerender(<MantineProvider><CameraScanner opened={false} onClose={vi.fn()} onDetected={vi.fn()} continuous /></MantineProvider>);
    expect(tracks[0]!.stop).toHaveBeenCalled();
  });

  it('says so when permission is refused, and asks again on retry', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('没有摄像头权限');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByText('将条形码或二维码对准取景框');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('says so when there is no camera, or the page is not secure', async () => {
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('none'), { name: 'NotFoundError' }));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('未找到可用的摄像头');
    cleanup();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('HTTPS');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  it('reads a picture when there is no camera: the code found in it is reported', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('none'), { name: 'NotFoundError' }));
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 10, height: 10 })));
    detect.mockResolvedValue([{ rawValue: 'ZC202611210007', format: 'qr_code' }]);
    const { onDetected, container } = open();
    await screen.findByRole('alert');
    const input = document.body.querySelector('input[type="file"]') ?? container.querySelector('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['x'], 'label.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith('ZC202611210007', 'qr_code'));
    vi.unstubAllGlobals();
  });
});
