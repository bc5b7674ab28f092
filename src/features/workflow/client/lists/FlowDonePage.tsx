import { TaskList } from './TaskList';

/** 工作流程 → the done list (its own tasks only; the server checks the menu). */
export default function FlowDonePage() {
  return <TaskList category="done" />;
}
