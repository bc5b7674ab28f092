import type { ListRequest } from '@/components/list-page/use-list-data';
import type { Envelope, ListPage } from '@/contract/envelope';
import type { ModelInfo } from '@/features/data/contract';
import type { BaseBody, BaseInfo, SchemaProblem } from '@/features/visualdev/contract';
import { http } from '@/lib/http/client';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { handleEnvelope } from '@/lib/http/handle-envelope';

const BASE = '/api/visualdev/Base';
const seg = (id: string) => encodeURIComponent(id);

/** A row of the 在线开发 lists. */
export type BaseRow = Pick<BaseInfo, 'id' | 'fullName' | 'enCode' | 'category' | 'state' | 'creatorTime' | 'lastModifyTime' | 'releasedAt' | 'tableName'>;
export interface BaseFilters { keyword?: string }
/** A data interface or a released model as the designer's pickers list them. */
export interface Choice { id: string; fullName: string }

/** The server's list of a schema's problems, when a save is refused for them. */
function problemsOf(data: unknown): SchemaProblem[] | null {
  const list = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { problems?: unknown }).problems) ? (data as { problems: unknown[] }).problems : null;
  if (!list) return null;
  const ok = list.filter((p): p is SchemaProblem => !!p && typeof p === 'object' && typeof (p as SchemaProblem).message === 'string');
  return ok.length > 0 ? ok : null;
}

export type SaveResult = { ok: true; id: string; msg: string } | { ok: false; problems: SchemaProblem[] };

/** §7 /api/visualdev/Base: the models of 在线开发 (web design and app design). */
export const baseApi = {
  page: (query: ListRequest & BaseFilters) => http.get<ListPage<BaseRow>>(BASE, { ...query }),
  info: (id: string) => http.get<BaseInfo>(`${BASE}/${seg(id)}`),
  /** Create (no id) or save; a refusal that names schema problems comes back as them. */
  async save(id: string | null, body: BaseBody): Promise<SaveResult> {
    let envelope: Envelope<unknown>;
    try {
      envelope = await (id ? http.put<Envelope<unknown>>(`${BASE}/${seg(id)}`, body, { raw: true }) : http.post<Envelope<unknown>>(BASE, body, { raw: true }));
    } catch (error) {
      // An error answered with an HTTP error status arrives here (its message already shown).
      const problems = error instanceof EnvelopeError ? problemsOf(error.envelope.data) : null;
      if (problems) return { ok: false, problems };
      throw error;
    }
    if (envelope.code !== 200) {
      const problems = problemsOf(envelope.data);
      if (problems) return { ok: false, problems };
    }
    const data = handleEnvelope(envelope) as { id?: string } | null;
    return { ok: true, id: id ?? data?.id ?? '', msg: envelope.msg };
  },
  remove: (id: string) => http.action('DELETE', `${BASE}/${seg(id)}`),
  copy: (id: string) => http.action('POST', `${BASE}/${seg(id)}/Actions/Copy`),
  release: (id: string, body: { parentId: string; app: boolean }) => http.action('POST', `${BASE}/${seg(id)}/Actions/Release`, body),
  models: () => http.get<Choice[] | { list: Choice[] }>(`${BASE}/Selector`).then((r) => (Array.isArray(r) ? r : r.list)),
  /** The columns of a data model table, or null when the table is not (yet) there. */
  async tableColumns(table: string): Promise<Set<string> | null> {
    const envelope = await http.get<Envelope<ModelInfo | null>>(`/api/system/DataModel/Model/${seg(table)}`, undefined, { raw: true }).catch(() => null);
    return envelope?.code === 200 && envelope.data ? new Set(envelope.data.fields.map((f) => f.field)) : null;
  },
  interfaces: () => http.get<ListPage<Choice>>('/api/system/DataInterface', { currentPage: 1, pageSize: 500 }).then((r) => r.list),
};
