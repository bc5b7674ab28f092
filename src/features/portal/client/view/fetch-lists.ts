import type { ListPage } from '@/contract/envelope';
import type { PortalHome } from '@/features/portal/contract';
import type { PortalLists } from '../offline-cache';
import { quietly } from '../portal-api';

interface TodoRow { id: string; fullName: string; flowName: string; arrivedAt?: number; startTime: number | null }
interface MessageRow { id: string; title: string; releaseTime: number }
interface DocumentRow { fileId: string; name: string; creatorTime: number }

/**
 * The lists of the user's own widgets, each through its feature's own call (the dashboard's todo and
 * unread counts, the todo list, notices, my documents). A call the user may not make answers null: the
 * widget says so, the rest shows.
 */
export async function fetchLists(home: PortalHome): Promise<PortalLists> {
  const types = new Set(home.portal.layout.map((w) => w.type));
  const limit = Math.max(5, ...home.portal.layout.map((w) => w.options.limit));
  const wants = (t: string) => types.has(t as never);
  const [todo, counts, notices, documents, figures, unread] = await Promise.all([
    wants('todo') || wants('calendar') ? quietly<ListPage<TodoRow>>('/api/workflow/Engine/FlowBefore/List/1', { currentPage: 1, pageSize: 20 }) : null,
    wants('todo') || wants('figures') ? quietly<{ todo: number }>('/api/workflow/Engine/FlowBefore/Count') : null,
    wants('notices') ? quietly<ListPage<MessageRow>>('/api/message', { currentPage: 1, pageSize: limit, type: 5 }) : null,
    wants('documents') ? quietly<ListPage<DocumentRow>>('/api/file/Document', { currentPage: 1, pageSize: limit }) : null,
    wants('figures') ? quietly<Record<string, Record<string, number | string>>>('/api/business/dingtalk/workbenches/projectAndContract', { contract_purchase: '0', current_user: '0' }) : null,
    wants('figures') || wants('notices') ? quietly<{ unreadCount: number }>('/api/message/UnreadCount') : null,
  ]);
  return {
    todo: todo ? todo.list.map((r) => ({ id: r.id, title: r.fullName || r.flowName, time: r.arrivedAt ?? r.startTime })) : null,
    todoCount: counts?.todo ?? (todo ? todo.list.length : null),
    notices: notices ? notices.list.map((r) => ({ id: r.id, title: r.title, time: r.releaseTime })) : null,
    documents: documents ? documents.list.map((r) => ({ id: r.fileId, title: r.name, time: r.creatorTime })) : null,
    figures,
    unread: unread?.unreadCount ?? null,
  };
}
