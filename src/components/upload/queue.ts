import { newId } from '@/contract/ids';
import { extensionOf, FileText, type FileKind, type UploadedFile } from '@/features/files/contract';
import { backoffDelay } from '@/sync/backoff';
import { HashCancelled } from '@/workers/file-hash-core';
import type { HashFn } from '@/workers/file-hash-client';
import { runUpload } from './pipeline';
import { SpeedMeter } from './speed';
import { UploadError, type UploadFailure, type UploadItem, type UploadTransport, type UploadVia } from './types';

const PROGRESS_EMIT_MS = 200;

export interface QueueOptions {
  transport: UploadTransport;
  hash: HashFn;
  /** Files sent at once (default 2). */
  concurrency?: number;
  /** A durable queue retries failed transfers by itself, with backoff; a page's queue leaves that to the user. */
  autoRetry?: boolean;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Runs before an item becomes `success` (a durable queue attaches the record here); a throw makes it an error. */
  onUploaded?: (item: UploadItem, result: UploadedFile) => Promise<void>;
  /** Every change of an item (throttled while bytes move), for a store that keeps the queue. */
  onChange?: (item: UploadItem) => void;
  /** A cancelled item has left the queue. */
  onRemoved?: (item: UploadItem) => void;
  /** Subscribes to the network's return (default: the window's `online` event). */
  onOnline?: (wake: () => void) => () => void;
}

export interface AddInput {
  /** The bytes, or how to fetch them when their turn comes (a durable queue reads the device store). */
  blob?: Blob;
  source?: () => Promise<Blob | null | undefined>;
  name: string;
  size?: number;
  mimeType?: string;
  kind?: FileKind;
  via?: UploadVia;
  id?: string;
  identifier?: string | null;
  ownerType?: string | null;
  ownerId?: string | null;
  createdAt?: number;
  /** Restored items keep their state (paused, error…); new ones wait. */
  state?: UploadItem['state'];
  error?: string | null;
  failure?: UploadFailure | null;
  attempts?: number;
}

interface Slot {
  item: UploadItem;
  source: () => Promise<Blob | null | undefined>;
  abort: AbortController | null;
  meter: SpeedMeter;
  lastEmit: number;
  cancelRetry: (() => void) | null;
  trailing: ReturnType<typeof setTimeout> | null;
}

const aborted = (error: unknown) => error instanceof HashCancelled || (error as Error | null)?.name === 'AbortError';

/**
 * The upload queue every upload control uses (SPEC §4): items go waiting → file-checking (hashing)
 * → uploading → success, or paused / error; pause, resume, cancel and retry at any point. An item
 * that loses the network waits for it and goes on by itself when it returns.
 */
export class UploadQueue {
  private slots = new Map<string, Slot>();
  private snapshot: UploadItem[] = [];
  private listeners = new Set<() => void>();
  private running = 0;
  private closed = false;
  private offOnline: () => void;
  private readonly listenOnline: (wake: () => void) => () => void;
  private readonly opts: Required<Pick<QueueOptions, 'concurrency' | 'autoRetry' | 'isOnline' | 'now' | 'schedule'>> & QueueOptions;

  constructor(options: QueueOptions) {
    this.opts = {
      concurrency: 2,
      autoRetry: false,
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
      now: () => Date.now(),
      schedule: (fn, ms) => {
        const t = setTimeout(fn, ms);
        return () => clearTimeout(t);
      },
      // An option given as undefined keeps its default.
      ...(Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as QueueOptions),
    };
    this.listenOnline =
      options.onOnline ??
      ((wake: () => void) => {
        if (typeof window === 'undefined') return () => undefined;
        window.addEventListener('online', wake);
        return () => window.removeEventListener('online', wake);
      });
    this.offOnline = this.listenOnline(() => this.wake());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The items in the order they were added; a new array after every change. */
  items = (): UploadItem[] => this.snapshot;

  get(id: string): UploadItem | undefined {
    return this.slots.get(id)?.item;
  }

  add(input: AddInput): UploadItem {
    const blob = input.blob;
    const item: UploadItem = {
      id: input.id ?? newId(),
      name: input.name,
      size: input.size ?? blob?.size ?? 0,
      mimeType: input.mimeType ?? blob?.type ?? '',
      extension: extensionOf(input.name),
      kind: input.kind ?? 'annex',
      via: input.via ?? 'transfer',
      state: input.state ?? 'waiting',
      loaded: 0,
      speed: null,
      timeLeft: null,
      identifier: input.identifier ?? null,
      error: input.error ?? null,
      failure: input.failure ?? null,
      attempts: input.attempts ?? 0,
      result: null,
      ownerType: input.ownerType ?? null,
      ownerId: input.ownerId ?? null,
      createdAt: input.createdAt ?? this.opts.now(),
    };
    if (this.slots.has(item.id)) return this.slots.get(item.id)!.item;
    const source = input.source ?? (async () => blob);
    this.slots.set(item.id, { item, source, abort: null, meter: new SpeedMeter(), lastEmit: 0, cancelRetry: null, trailing: null });
    this.emit(item);
    this.pump();
    return item;
  }

  pause(id: string): void {
    const slot = this.slots.get(id);
    if (!slot || !['waiting', 'file-checking', 'uploading'].includes(slot.item.state)) return;
    this.clearRetry(slot);
    this.update(slot, { state: 'paused', speed: null, timeLeft: null });
    slot.abort?.abort('pause');
  }

  resume(id: string): void {
    const slot = this.slots.get(id);
    if (!slot || slot.item.state !== 'paused') return;
    this.update(slot, { state: 'waiting' });
    this.pump();
  }

  /** An item in error goes round again (a refused one too: the user decided). */
  retry(id: string): void {
    const slot = this.slots.get(id);
    if (!slot || slot.item.state !== 'error') return;
    this.update(slot, { state: 'waiting', error: null, failure: null });
    this.pump();
  }

  /** Stops the item and takes it out of the queue (what the server holds of its transfer is dropped). */
  cancel(id: string): void {
    const slot = this.slots.get(id);
    if (!slot) return;
    this.clearRetry(slot);
    this.slots.delete(id);
    slot.abort?.abort('cancel');
    this.publish();
    this.opts.onRemoved?.(slot.item);
  }

  /** Takes a finished item off the list (nothing else happens). */
  dismiss(id: string): void {
    const slot = this.slots.get(id);
    if (!slot || (slot.item.state !== 'success' && slot.item.state !== 'error')) return;
    this.slots.delete(id);
    this.publish();
  }

  /** The network is back: what waited for it goes on now. */
  wake(): void {
    for (const slot of this.slots.values()) if (slot.item.state === 'waiting') this.clearRetry(slot);
    this.pump();
  }

  /** Stops every transfer (kept resumable: they wait) until open() is called again: the page or the user went away. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.offOnline();
    for (const slot of this.slots.values()) {
      this.clearRetry(slot);
      if (slot.abort) {
        slot.abort.abort('close');
        slot.item = { ...slot.item, state: 'waiting', speed: null, timeLeft: null };
      }
    }
    this.publish();
  }

  /** Goes on after close() (a page shown again). */
  open(): void {
    if (!this.closed) return;
    this.closed = false;
    this.offOnline = this.listenOnline(() => this.wake());
    this.pump();
  }

  private pump(): void {
    if (this.closed || !this.opts.isOnline()) return;
    for (const slot of this.slots.values()) {
      if (this.running >= this.opts.concurrency) return;
      if (slot.item.state === 'waiting' && !slot.abort && !slot.cancelRetry) void this.start(slot);
    }
  }

  private async start(slot: Slot): Promise<void> {
    const abort = new AbortController();
    slot.abort = abort;
    slot.meter.reset();
    this.running += 1;
    const item = slot.item;
    this.update(slot, { state: item.identifier || item.via === 'image' ? 'uploading' : 'file-checking', loaded: 0, error: null, failure: null, attempts: item.attempts + 1 });
    try {
      const blob = await slot.source().catch(() => null);
      if (!blob) throw new UploadError('refused', FileText.notFound);
      const result = await runUpload(
        { transport: this.opts.transport, hash: this.opts.hash },
        { blob, fileId: item.id, name: item.name, mimeType: item.mimeType, extension: item.extension, kind: item.kind, via: item.via, identifier: slot.item.identifier, ownerType: item.ownerType, ownerId: item.ownerId },
        {
          onPhase: (state) => {
            slot.meter.reset();
            if (!abort.signal.aborted) this.update(slot, { state, loaded: 0, speed: null, timeLeft: null });
          },
          onIdentifier: (identifier) => this.update(slot, { identifier }),
          onProgress: (loaded, total) => {
            if (abort.signal.aborted) return;
            const { speed, timeLeft } = slot.meter.sample(this.opts.now(), loaded, total);
            this.update(slot, { loaded, speed: slot.item.state === 'uploading' ? speed : null, timeLeft: slot.item.state === 'uploading' ? timeLeft : null }, true);
          },
        },
        abort.signal,
      );
      abort.signal.throwIfAborted();
      await this.opts.onUploaded?.(slot.item, result);
      this.update(slot, { state: 'success', loaded: slot.item.size, speed: null, timeLeft: null, result, error: null, failure: null });
    } catch (error) {
      if (!aborted(error) || !abort.signal.aborted) this.fail(slot, error);
    } finally {
      slot.abort = null;
      this.running -= 1;
      this.pump();
    }
  }

  private fail(slot: Slot, error: unknown): void {
    if (!this.slots.has(slot.item.id) || slot.item.state === 'paused') return;
    const e = error instanceof UploadError ? error : new UploadError('refused', FileText.readError(slot.item.name));
    const waits = (e.failure === 'network' || e.failure === 'session' || (e.failure === 'failed' && this.opts.autoRetry));
    if (waits && !this.opts.isOnline()) return this.update(slot, { state: 'waiting', error: e.message, failure: e.failure, speed: null, timeLeft: null });
    if (waits && this.opts.autoRetry) {
      this.update(slot, { state: 'waiting', error: e.message, failure: e.failure, speed: null, timeLeft: null });
      const cancel = this.opts.schedule(() => {
        slot.cancelRetry = null;
        this.pump();
      }, backoffDelay(slot.item.attempts, this.opts.random));
      slot.cancelRetry = cancel;
      return;
    }
    this.update(slot, { state: 'error', error: e.message, failure: e.failure, speed: null, timeLeft: null });
  }

  private clearRetry(slot: Slot): void {
    slot.cancelRetry?.();
    slot.cancelRetry = null;
  }

  private update(slot: Slot, patch: Partial<UploadItem>, progressOnly = false): void {
    slot.item = { ...slot.item, ...patch };
    const now = this.opts.now();
    if (progressOnly && now - slot.lastEmit < PROGRESS_EMIT_MS) {
      // Bytes move faster than anyone reads: at most one progress change per 200 ms, the last one kept.
      slot.trailing ??= setTimeout(() => {
        slot.trailing = null;
        slot.lastEmit = this.opts.now();
        this.emit(slot.item);
      }, PROGRESS_EMIT_MS);
      return;
    }
    if (slot.trailing) clearTimeout(slot.trailing);
    slot.trailing = null;
    slot.lastEmit = now;
    this.emit(slot.item);
  }

  private emit(item: UploadItem): void {
    if (!this.slots.has(item.id)) return;
    this.publish();
    this.opts.onChange?.(item);
  }

  private publish(): void {
    this.snapshot = [...this.slots.values()].map((s) => s.item);
    this.listeners.forEach((l) => l());
  }
}
