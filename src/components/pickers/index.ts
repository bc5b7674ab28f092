/**
 * The shared pickers (SPEC §2 "Dialogs", §4, §5, §9). Every picker is a controlled form control
 * (value/onChange; a list when `multiple`), labelled, keyboard-accessible, with its strings in
 * locales/pickers/*.json.
 */
export { registerPickerLocales, usePickerT, PICKERS_NS } from './i18n';
export { clearPickerCache } from './shared/api';
export type { Chosen, PickerFieldProps, PickerValueProps } from './shared/value';
export { PICKER_WIDTH, PickerModal } from './shared/PickerModal';
export { PickerField } from './shared/PickerField';
export { SelectedPane } from './shared/SelectedPane';
export { TreeView } from './shared/TreeView';
export type { TreeItem } from './shared/tree-utils';
export { TreePickerDialog, type TreePickerDialogProps, type TreeTab } from './shared/TreePickerDialog';

export { DepartmentPicker, UnitPicker, type DepartmentPickerProps } from './department/DepartmentPicker';
export { OrganizePicker, type OrganizePickerProps } from './organize/OrganizePicker';
export { GroupPicker, type GroupPickerProps } from './group/GroupPicker';
export { PositionPicker, type PositionPickerProps } from './position/PositionPicker';
export { RolePicker, type RolePickerProps } from './role/RolePicker';
export { DictionarySelect, DICTIONARY_LOADING_MS, type DictionarySelectProps } from './dictionary/DictionarySelect';
export { AddressPicker, type AddressLevel, type AddressPickerProps } from './address/AddressPicker';
export { TemplatePicker, type TemplateCategory, type TemplatePickerProps, type TemplateQuery, type TemplateRow } from './template/TemplatePicker';
export { ListSelectButton, type ListSelectButtonProps } from './list-select/ListSelectButton';
export { DataSelectDialog, type DataSelectDialogProps } from './data-select/DataSelectDialog';
export { DataSelectPicker, type DataSelectPickerProps } from './data-select/DataSelectPicker';
export type { DataEchoFetcher, DataFetcher, DataQuery, PickerConfig } from './data-select/data-select-types';
export type { PickerColumn, PickerRow } from './data-select/RowsTable';
export { UserSelectDialog, type UserSelectDialogProps } from './user/UserSelectDialog';
export { UserPicker, type UserPickerProps } from './user/UserPicker';
export type { CustomScope } from './user/CustomModePane';
export { CURRENT_USER_ID, OPERATION_TYPE_KEY } from './user/user-items';
export { interfaceDataFetcher, interfaceEchoFetcher, type InterfaceBinding } from './data-select/interface-fetchers';
