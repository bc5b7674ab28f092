/** Why the camera is not showing, each with its own message in locales/labels (scanner.*). */
export type CameraProblem = 'insecure' | 'noCamera' | 'denied' | 'busy' | 'failed';

export class CameraError extends Error {
  constructor(
    readonly problem: CameraProblem,
    message: string,
  ) {
    super(message);
    this.name = 'CameraError';
  }
}

/** Maps getUserMedia's DOMException names to what the user can do about it. */
export function cameraProblem(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** The back camera where there is one (phones), any camera otherwise; no sound. */
const PREFERRED: MediaStreamConstraints = { audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } };

export async function openCamera(): Promise<MediaStream> {
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) {
    // Browsers hide mediaDevices outside a secure context (plain http on another host than localhost).
    const secure = typeof window === 'undefined' || window.isSecureContext !== false;
    throw new CameraError(secure ? 'noCamera' : 'insecure', 'getUserMedia is not available');
  }
  try {
    return await media.getUserMedia(PREFERRED);
  } catch (error) {
    // A desktop webcam may refuse the preferred size or facing: ask once more for any video.
    if ((error as { name?: string }).name !== 'OverconstrainedError') throw error;
    return media.getUserMedia({ audio: false, video: true });
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
