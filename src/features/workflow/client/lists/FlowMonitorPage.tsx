import { TaskList } from './TaskList';

/** 流程监控: every launched instance; suspend, resume, terminate and reassign from its detail (buttons of the menu). */
export default function FlowMonitorPage() {
  return <TaskList category="monitor" />;
}
