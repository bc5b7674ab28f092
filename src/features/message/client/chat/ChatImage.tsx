import { Image, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Envelope } from '@/contract/envelope';
import { chatImageContent, safeJson } from '@/features/message/contract';
import { FileApi, type PreviewAnswer } from '@/features/files/contract';
import { http } from '@/lib/http/client';
import { useMsgT } from '../i18n';

// Preview links are signed for 5 minutes: reuse one for 4.
const links = new Map<string, { url: string; at: number }>();
const LINK_TTL_MS = 4 * 60_000;

/** The image's address, or null (offline, or not readable): a chat shows many images, so no toast for each. */
async function previewUrl(fileId: string): Promise<string | null> {
  const kept = links.get(fileId);
  if (kept && Date.now() - kept.at < LINK_TTL_MS) return kept.url;
  if (!navigator.onLine) return null;
  const answer = await http.get<Envelope<PreviewAnswer>>(FileApi.preview, { fileVersionId: fileId }, { raw: true });
  if (answer.code !== 200) return null;
  links.set(fileId, { url: answer.data.url, at: Date.now() });
  return answer.data.url;
}

/** An image message: shown from a signed preview link (the files feature decides who may read it); a click opens it full size. */
export function ChatImage({ content }: { content: string }) {
  const t = useMsgT();
  const image = chatImageContent.safeParse(safeJson(content)).data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (image) void previewUrl(image.fileId).then((u) => live && setUrl(u), () => undefined);
    return () => { live = false; };
  }, [image?.fileId]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!image) return <Text size="sm">{t('chat.image')}</Text>;
  const ratio = image.width && image.height ? image.height / image.width : 0.75;
  const width = Math.min(200, image.width || 200);
  return (
    <UnstyledButton onClick={() => url && window.open(url, '_blank', 'noopener')} aria-label={t('chat.openImage', { name: image.name })} data-testid="chat-image">
      {url ? <Image src={url} alt={image.name} w={width} h={Math.round(width * ratio)} fit="contain" radius="sm" /> : <Text size="sm" c="dimmed">{t('chat.image')} {image.name}</Text>}
    </UnstyledButton>
  );
}
