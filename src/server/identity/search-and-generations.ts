import type { GenerationSource } from '../db/generations';
import type { SearchIndex } from '../db/search-index';

/** The user list's keyword (账号/姓名/手机) through an index (ADR list-search). */
export const USER_SEARCH: SearchIndex = { table: 'base_user', name: 'base_user_search', columns: ['account', 'real_name', 'mobile_phone'] };

/**
 * What an access snapshot is computed from (ADR access-snapshot): grants, roles, positions,
 * organisations, memberships, menus and their buttons/columns/forms, data schemes, system settings.
 */
export const ACCESS_SOURCES: GenerationSource[] = [
  'base_authorize', 'base_role', 'base_position', 'base_organize', 'base_user_relation', 'base_module',
  'base_module_button', 'base_module_column', 'base_module_form', 'base_module_data_scheme', 'base_sys_config',
].map((table) => ({ table }));

/** What the user list's total depends on: the columns it filters and scopes by, and memberships. */
export const USER_LIST_SOURCES: GenerationSource[] = [
  { table: 'base_user', columns: ['account', 'real_name', 'mobile_phone', 'enabled_mark', 'organize_id', 'position_id', 'manager_id', 'gender'] },
  { table: 'base_user_relation' },
];
