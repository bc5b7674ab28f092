import { useSyncStatus } from '@/sync/hooks';
import { LocalTodos } from './LocalTodos';
import { TaskList } from './TaskList';

/** 待办事宜: the server's list online; offline, the tasks kept on the device (decided there through the outbox). */
export default function FlowTodoPage() {
  const { online } = useSyncStatus();
  return online ? <TaskList category="todo" /> : <LocalTodos />;
}
