import { TaskList } from './TaskList';

/** 工作流程 → the circulate list (its own tasks only; the server checks the menu). */
export default function FlowCirculatePage() {
  return <TaskList category="circulate" />;
}
