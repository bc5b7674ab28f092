import type { ListPage } from '@/contract/envelope';
import type { PickerColumn, PickerRow } from './RowsTable';

/** SPEC §3 "Picker config" (the parts the dialog uses). */
export interface PickerConfig {
  interfaceId?: string | null;
  hasPage?: boolean;
  pageSize?: number;
  columnOptions?: PickerColumn[];
  relationOptions?: { field: string; type?: string | number; value?: unknown }[];
  templateJson?: { relationField?: string; dataType?: string; jnpfKey?: string; defaultValue?: unknown }[];
  popupType?: 'dialog' | 'drawer' | 'popover';
  popupTitle?: string;
  popupWidth?: string | number;
}

export interface DataQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  relationOptions?: PickerConfig['relationOptions'];
  templateJson?: PickerConfig['templateJson'];
}

/** Loads one page of the data interface `interfaceId` (the data-interface feature provides it). */
export type DataFetcher = (interfaceId: string, query: DataQuery) => Promise<Pick<ListPage<PickerRow>, 'list'> & { pagination: { total: number } }>;
/** Echo: the rows of these ids. */
export type DataEchoFetcher = (interfaceId: string, ids: string[]) => Promise<PickerRow[]>;
