import type { Generated } from 'kysely';

/**
 * The identity core every feature relies on for access checks: people, organisations, roles and
 * the menus (modules) they are authorised for. Times are epoch milliseconds; flags are 0/1.
 */
export interface UserTable {
  id: string;
  account: string;
  realName: string;
  passwordHash: string;
  mobilePhone: string | null;
  email: string | null;
  gender: number | null;
  idCard: string | null;
  headIcon: string | null;
  /** Major organisation (company or department) and major position. */
  organizeId: string | null;
  positionId: string | null;
  managerId: string | null;
  isAdministrator: number;
  enabledMark: number;
  loginErrorCount: Generated<number>;
  lockUntil: number | null;
  theme: string | null;
  language: string | null;
  portalId: string | null;
  sortCode: number;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface OrganizeTable {
  id: string;
  parentId: string;
  category: 'company' | 'department';
  fullName: string;
  enCode: string;
  /** Comma path of ancestor ids including itself, for subtree queries. */
  organizeIdTree: string;
  managerId: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface PositionTable {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  organizeId: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

export interface RoleTable {
  id: string;
  fullName: string;
  enCode: string;
  /** 1: global role; 0: belongs to the organisations in base_organize_relation. */
  globalMark: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

export interface GroupTable {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

/** User ↔ Organize / Position / Role / Group. */
export interface UserRelationTable {
  id: string;
  userId: string;
  objectType: 'Organize' | 'Position' | 'Role' | 'Group';
  objectId: string;
  sortCode: number;
}

/** Role or position ↔ the organisations it belongs to. */
export interface OrganizeRelationTable {
  id: string;
  organizeId: string;
  objectType: 'Role' | 'Position';
  objectId: string;
}

export interface ModuleTable {
  id: string;
  parentId: string;
  /** 1 directory, 2 page, 3 model, 4 dictionary, 5 report, 6 data screen, 7 external link, 8 portal. */
  type: number;
  enCode: string;
  fullName: string;
  /** Its name in zhtw and en; null falls back to fullName. */
  fullNameZhtw: string | null;
  fullNameEn: string | null;
  urlAddress: string | null;
  icon: string | null;
  keepAlive: number;
  linkTarget: string | null;
  propertyJson: string | null;
  sortCode: number;
  enabledMark: number;
  category: string;
  description: string | null;
  creatorTime: number;
  /** 1: routable but left out of the sidebar, the top menu and the menu search (SPEC §3 `hidden`). */
  hidden: Generated<number>;
  /** 1: an administrator edited this built-in menu; the start-up seeding leaves it alone (ADR menu-administration). */
  customised: Generated<number>;
  lastModifyTime: number | null;
}

export interface ModuleItemTable {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
  sortCode: number;
  enabledMark: number;
}

export interface AuthorizeTable {
  id: string;
  itemType: 'module' | 'button' | 'column' | 'form' | 'resource';
  itemId: string;
  objectType: 'Role' | 'Position' | 'User';
  objectId: string;
  creatorTime: number;
}

export interface SysConfigTable {
  key: string;
  value: string;
  category: string;
}

export interface IdentityTables {
  baseUser: UserTable;
  baseOrganize: OrganizeTable;
  basePosition: PositionTable;
  baseRole: RoleTable;
  baseGroup: GroupTable;
  baseUserRelation: UserRelationTable;
  baseOrganizeRelation: OrganizeRelationTable;
  baseModule: ModuleTable;
  baseModuleButton: ModuleItemTable;
  baseModuleColumn: ModuleItemTable;
  baseModuleForm: ModuleItemTable;
  baseAuthorize: AuthorizeTable;
  baseSysConfig: SysConfigTable;
  baseModuleDataScheme: DataSchemeTable;
  baseGeneration: GenerationTable;
}

/** A generation counter raised by triggers (src/server/db/generations.ts). */
export interface GenerationTable {
  name: string;
  value: number;
}

/** A data-permission scheme of one menu; granted through base_authorize with itemType 'resource'. */
export interface DataSchemeTable {
  id: string;
  moduleId: string;
  enCode: string;
  fullName: string;
  /** all | company | department | departmentAndSub | self | custom */
  scopeType: string;
  /** For custom: JSON [{field, op, value}] where value may be @currentUser, @currentDept, @currentDeptAndSub, @currentCompany. */
  conditionJson: string | null;
  description: string | null;
  creatorTime: number;
}
