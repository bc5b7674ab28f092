import { Fragment } from 'react';
import { splitEmoji } from '@/features/message/contract';

/** A message's text with our bracketed emoji drawn (§3); the name stays readable to screen readers. */
export function EmojiText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((piece, i) =>
        piece.kind === 'text' ? <Fragment key={i}>{piece.text}</Fragment> : (
          <span key={i} className="qb-chat-emoji" role="img" aria-label={piece.name} title={piece.name} data-emoji={piece.name}>{piece.emoji}</span>
        ),
      )}
    </>
  );
}
