import { CHAT_LIMITS, CHAT_FILE_OWNER, chatSendArgs, type ChatImageContent } from '@/features/message/contract';
import { FileApi, type UploadedFile } from '@/features/files/contract';
import { transferJson } from '@/lib/http/transfer';
import { mutate } from '@/sync/mutations';
import { sendMutation } from './device-writes';

export type SendRefusal = 'empty' | 'tooLong' | 'imageOnly' | 'imageTooLarge';

/** Why a text cannot be sent (trimmed, not empty, not too long: §5), or null. */
export function textRefusal(text: string): SendRefusal | null {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  return [...trimmed].length > CHAT_LIMITS.textMax ? 'tooLong' : null;
}

/** A text message through the outbox (offline too). */
export async function sendText(toUserId: string, text: string): Promise<string> {
  const id = crypto.randomUUID();
  await mutate(sendMutation.name, { id, toUserId, messageType: 'text', messageContent: text });
  return id;
}

/** §5 chat image: images only, under 5 MB. */
export function imageRefusal(file: Pick<File, 'type' | 'size'>): SendRefusal | null {
  if (!file.type.startsWith('image/')) return 'imageOnly';
  return file.size >= CHAT_LIMITS.imageMaxBytes ? 'imageTooLarge' : null;
}

async function sizeOf(file: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/**
 * An image message: the file goes to the files feature's IM upload (owner: this message, so both
 * people may read it), then the message through the outbox. Needs the network for the upload.
 */
export async function sendImage(toUserId: string, file: File): Promise<string> {
  const id = crypto.randomUUID();
  const form = new FormData();
  form.append('ownerType', CHAT_FILE_OWNER);
  form.append('ownerId', id);
  form.append('file', file);
  const [uploaded, size] = await Promise.all([transferJson<UploadedFile>({ method: 'POST', url: FileApi.uploader('IM'), body: form }), sizeOf(file)]);
  const content: ChatImageContent = { fileId: uploaded.fileId, name: uploaded.name || file.name, ...size };
  const args = { id, toUserId, messageType: 'image' as const, messageContent: JSON.stringify(content) };
  chatSendArgs.parse(args);
  await mutate(sendMutation.name, args);
  return id;
}
