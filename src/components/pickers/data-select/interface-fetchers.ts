import { http } from '@/lib/http/client';
import type { DataEchoFetcher, DataFetcher, PickerConfig } from './data-select-types';
import type { PickerRow } from './RowsTable';

/** The data interfaces' relation-list routes (SPEC §7 DataInterface …/Action/List, …/Action/InfoByIds). */
const base = (interfaceId: string) => `/api/system/DataInterface/${encodeURIComponent(interfaceId)}`;

export interface InterfaceBinding {
  /** The row field that is the value; default id. */
  propsValue?: string;
  /** The row field shown as the name; default fullName. */
  relationField?: string;
  /** Values of the interface's parameters (JNPF paramList). */
  paramList?: { field: string; defaultValue: unknown }[];
  columnOptions?: PickerConfig['columnOptions'];
}

/** A DataSelectPicker fetcher over a data interface: keyword and paging run on the server. */
export function interfaceDataFetcher(binding: InterfaceBinding = {}): DataFetcher {
  return (interfaceId, q) =>
    http.post<{ list: PickerRow[]; pagination: { total: number } }>(`${base(interfaceId)}/Action/List`, {
      interfaceId, keyword: q.keyword, currentPage: q.currentPage, pageSize: q.pageSize,
      propsValue: binding.propsValue ?? 'id', relationField: binding.relationField ?? 'fullName',
      paramList: binding.paramList ?? [], columnOptions: binding.columnOptions ?? [],
    });
}

/** The echo of stored values (names of ids set from outside). */
export function interfaceEchoFetcher(binding: InterfaceBinding = {}): DataEchoFetcher {
  return (interfaceId, ids) =>
    http.post<PickerRow[]>(`${base(interfaceId)}/Action/InfoByIds`, {
      ids, propsValue: binding.propsValue ?? 'id', relationField: binding.relationField ?? 'fullName', paramList: binding.paramList ?? [],
    });
}
