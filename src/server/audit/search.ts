import type { SearchIndex } from '../db/search-index';

/** The operation, request and exception lists' keyword (账号/姓名/地址) through an index (ADR list-search, ADR 0032). */
export const OPERATION_LOG_SEARCH: SearchIndex = { table: 'base_operation_log', name: 'base_operation_log_search', columns: ['account', 'user_name', 'url'] };
