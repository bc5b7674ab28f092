import { describe, expect, it } from 'vitest';
import { FileText } from '@/features/files/contract';
import { UploadQueue, type QueueOptions } from './queue';
import { fakeHash, FakeUploadServer, offlineError, refused } from './testing';
import type { UploadItem } from './types';

const file = (text: string, name = 'report.pdf', type = 'application/pdf') => new File([text], name, { type });
const settle = () => new Promise((r) => setTimeout(r, 0));

function setup(extra: Partial<QueueOptions> = {}) {
  const server = new FakeUploadServer();
  const hashed: Blob[] = [];
  let online = true;
  let clock = 0;
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const queue = new UploadQueue({
    transport: server, hash: fakeHash(hashed), isOnline: () => online, now: () => (clock += 500), onOnline: () => () => undefined,
    schedule: (fn, ms) => {
      timers.push({ fn, ms });
      return () => undefined;
    },
    random: () => 0,
    ...extra,
  });
  const states = new Map<string, string[]>();
  queue.subscribe(() => {
    for (const item of queue.items()) {
      const seen = states.get(item.id) ?? [];
      if (seen[seen.length - 1] !== item.state) seen.push(item.state);
      states.set(item.id, seen);
    }
  });
  return { server, hashed, queue, states, timers, setOnline: (v: boolean) => void (online = v) };
}

const until = async (queue: UploadQueue, id: string, state: UploadItem['state']) => {
  for (let i = 0; i < 50 && queue.get(id)?.state !== state; i++) await settle();
  expect(queue.get(id)?.state).toBe(state);
  return queue.get(id)!;
};

describe('the upload queue', () => {
  it('hashes (file-checking), sends the bytes (uploading), then registers them under the client-born fileId', async () => {
    const { server, queue, states } = setup();
    server.autoFinish = false;
    const item = queue.add({ blob: file('hello world'), name: 'report.pdf' });
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    await until(queue, item.id, 'uploading');
    server.progress(0, 0.5);
    server.progress(0, 0.75);
    expect(queue.get(item.id)).toMatchObject({ loaded: 8 });
    expect(queue.get(item.id)!.speed).toBeGreaterThan(0);
    expect(queue.get(item.id)!.timeLeft).not.toBeNull();
    server.finishSend();
    const done = await until(queue, item.id, 'success');
    expect(states.get(item.id)).toEqual(['waiting', 'file-checking', 'uploading', 'success']);
    expect(server.tests[0]).toMatchObject({ identifier: done.identifier, totalSize: 11, totalChunks: 1, chunkSize: 5_242_880, filename: 'report.pdf', fileType: 'annex', extension: 'pdf' });
    expect(server.merges).toEqual([expect.objectContaining({ fileId: item.id, uploadId: 'tus-1', identifier: done.identifier, fileName: 'report.pdf', fileSize: 11, extension: 'pdf', type: 'annex' })]);
    expect(done.result).toMatchObject({ fileId: item.id, instant: false });
  });

  it('uploads instantly when the server already holds the identifier: no bytes, straight to merge', async () => {
    const { server, queue, states, hashed } = setup();
    const first = queue.add({ blob: file('same bytes'), name: 'a.pdf' });
    await until(queue, first.id, 'success');
    const second = queue.add({ blob: file('same bytes', 'b.pdf'), name: 'b.pdf' });
    const done = await until(queue, second.id, 'success');
    expect(server.sends).toHaveLength(1);
    expect(server.merges[1]).toMatchObject({ fileId: second.id, fileName: 'b.pdf' });
    expect(server.merges[1]!.uploadId).toBeUndefined();
    expect(done.result?.instant).toBe(true);
    expect(states.get(second.id)).toEqual(['waiting', 'file-checking', 'success']);
    expect(hashed).toHaveLength(2);
  });

  it('pauses and resumes a transfer without hashing again, and cancels one, dropping what the server holds', async () => {
    const { server, queue, hashed } = setup();
    server.autoFinish = false;
    const removed: string[] = [];
    const item = queue.add({ blob: file('a long file'), name: 'video.mp4' });
    await until(queue, item.id, 'uploading');
    queue.pause(item.id);
    expect(queue.get(item.id)?.state).toBe('paused');
    expect(server.sends[0]!.opts.signal.reason).toBe('pause');
    await settle();
    expect(queue.get(item.id)?.state).toBe('paused');
    queue.resume(item.id);
    await until(queue, item.id, 'uploading');
    await settle();
    expect(server.sends).toHaveLength(2);
    expect(hashed).toHaveLength(1);
    server.finishSend();
    await until(queue, item.id, 'success');

    const q2 = setup({ onRemoved: (i) => removed.push(i.name) });
    q2.server.autoFinish = false;
    const other = q2.queue.add({ blob: file('other'), name: 'other.zip' });
    await until(q2.queue, other.id, 'uploading');
    q2.queue.cancel(other.id);
    expect(q2.server.sends[0]!.opts.signal.reason).toBe('cancel');
    expect(q2.queue.items()).toEqual([]);
    expect(removed).toEqual(['other.zip']);
    await settle();
    expect(q2.server.merges).toEqual([]);
  });

  it('treats a success answer lacking what §4 requires as a failure, and retries it when asked', async () => {
    const { server, queue } = setup();
    server.testAnswer = { code: 200 };
    const a = queue.add({ blob: file('one'), name: 'one.txt' });
    expect(await until(queue, a.id, 'error')).toMatchObject({ error: FileText.chunkFailed, failure: 'failed' });
    server.mergeAnswer = { name: 'two.txt' };
    queue.retry(a.id);
    expect(await until(queue, a.id, 'error')).toMatchObject({ error: FileText.registerFailed });
    queue.retry(a.id);
    expect(await until(queue, a.id, 'success')).toMatchObject({ attempts: 3, error: null });
  });

  it('shows a refusal with the server\'s text and leaves it to the user, even in a queue that retries', async () => {
    const { server, queue, timers } = setup({ autoRetry: true });
    server.failSend = refused('文件大小超过5MB');
    const item = queue.add({ blob: file('big'), name: 'big.iso' });
    expect(await until(queue, item.id, 'error')).toMatchObject({ error: '文件大小超过5MB', failure: 'refused' });
    expect(timers).toEqual([]);
  });

  it('waits for the network when it goes, and goes on by itself when it returns', async () => {
    const { server, queue, setOnline } = setup();
    server.autoFinish = false;
    setOnline(false);
    const item = queue.add({ blob: file('offline'), name: 'o.txt' });
    await settle();
    expect(queue.get(item.id)?.state).toBe('waiting');
    expect(server.tests).toEqual([]);
    setOnline(true);
    queue.wake();
    await until(queue, item.id, 'uploading');
    await settle();
    setOnline(false);
    server.sends[0]!.reject(offlineError());
    await settle();
    expect(queue.get(item.id)).toMatchObject({ state: 'waiting', failure: 'network' });
    setOnline(true);
    queue.wake();
    await until(queue, item.id, 'uploading');
    await settle();
    server.finishSend();
    expect(await until(queue, item.id, 'success')).toMatchObject({ attempts: 2 });
  });

  it('a durable queue retries a failed transfer with backoff', async () => {
    const { server, queue, timers } = setup({ autoRetry: true });
    server.failSend = offlineError();
    const item = queue.add({ blob: file('flaky'), name: 'f.txt' });
    for (let i = 0; i < 20 && timers.length === 0; i++) await settle();
    expect(queue.get(item.id)).toMatchObject({ state: 'waiting', failure: 'network' });
    expect(timers.map((t) => t.ms)).toEqual([500]);
    timers[0]!.fn();
    await until(queue, item.id, 'success');
  });

  it('sends a photo by the public image route in one request when asked: no hash, no record of its own', async () => {
    const { server, queue, hashed, states } = setup();
    const item = queue.add({ blob: file('png bytes', 'shelf.png', 'image/png'), name: 'shelf.png', kind: 'annexpic', via: 'image' });
    const done = await until(queue, item.id, 'success');
    expect(server.images).toEqual([{ name: 'shelf.png', size: 9 }]);
    expect([hashed.length, server.tests.length, server.merges.length]).toEqual([0, 0, 0]);
    expect(done.result).toMatchObject({ name: 'shelf.png', url: expect.stringMatching(/^\/api\/file\/Image\/annexpic\//) });
    expect(states.get(item.id)).toEqual(['waiting', 'uploading', 'success']);
  });

  it('sends at most two files at once, in the order chosen', async () => {
    const { server, queue } = setup();
    server.autoFinish = false;
    const items = ['1', '2', '3'].map((n) => queue.add({ blob: file(`file ${n}`), name: `${n}.txt` }));
    await until(queue, items[1]!.id, 'uploading');
    expect(queue.get(items[2]!.id)?.state).toBe('waiting');
    server.finishSend(server.sends[0]);
    await until(queue, items[2]!.id, 'uploading');
    expect(queue.items().map((i) => i.name)).toEqual(['1.txt', '2.txt', '3.txt']);
  });
});
