import { lazy, Suspense } from 'react';
import MessageBell from './bell/MessageBell';

const ChatEntry = lazy(() => import('./chat/ChatEntry'));

/** The feature's header controls (§2 navbar: notice, chat): the bell, and the chat entry in a chunk of its own. */
export default function MessageHeader() {
  return (
    <>
      <MessageBell />
      <Suspense fallback={null}>
        <ChatEntry />
      </Suspense>
    </>
  );
}
