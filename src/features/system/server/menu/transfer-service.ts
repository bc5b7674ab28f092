import { newId } from '../../../../contract/ids';
import type { ScopeRule, ScopeType } from '../../../../contract/data-scope';
import type { ServerContext } from '../../../../server/context';
import { fail } from '../../../../server/http/api-error';
import type { AuthContext } from '../../../../server/plugins/auth';
import {
  MENU_DIRECTORY, MENU_EXPORT_FORMAT, MENU_MAX_DEPTH, MENU_MSG, MENU_ROOT, MODULE_ITEM_KINDS,
  type MenuExport, type MenuExportNode, type MenuImportBody, type MenuImportResult,
} from '../../contract';
import { menuRepository, type MenuRepository, type ModuleItem, type ModuleRow } from './menu-repository';
import { menuColumns, type MenuService } from './menu-service';
import { depthOf } from './menu-tree';

const flatten = (nodes: MenuExportNode[]): MenuExportNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const depth = (nodes: MenuExportNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);

/** Codes of the document that are taken (in the database or twice in the document). */
function clashesOf(nodes: MenuExportNode[], taken: Set<string>): string[] {
  const seen = new Set<string>();
  const out = new Set<string>();
  for (const n of nodes) {
    if (taken.has(n.enCode) || seen.has(n.enCode)) out.add(n.enCode);
    seen.add(n.enCode);
  }
  return [...out];
}

/** `code.copy`, `code.copy2`, … : the first free one. */
function freeCode(code: string, used: Set<string>): string {
  for (let i = 1; ; i++) {
    const candidate = `${code}.copy${i === 1 ? '' : i}`.slice(-100);
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * 导出/导入 of a menu subtree as JSON (format `qingban-menu` version 1, validated by the contract):
 * menus with their buttons, columns, form fields and data schemes. An import gets new ids
 * everywhere (the answer maps old to new); codes already in use refuse the import and are listed,
 * or, if asked, are renamed. Grants are not carried: the authorise screen hands them out.
 */
export function menuTransferService(ctx: ServerContext, menus: MenuService) {
  const db = ctx.database.db;

  async function toExportNode(repo: MenuRepository, row: ModuleRow, rows: ModuleRow[]): Promise<MenuExportNode> {
    const [buttons, columns, forms, schemes] = await Promise.all([repo.items('button', [row.id]), repo.items('column', [row.id]), repo.items('form', [row.id]), repo.schemes([row.id])]);
    const item = ({ enCode, fullName, sortCode, enabledMark }: ModuleItem) => ({ enCode, fullName, sortCode, enabledMark: enabledMark === 1 ? (1 as const) : (0 as const) });
    const children = rows.filter((r) => r.parentId === row.id).sort((a, b) => a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode));
    return {
      id: row.id, enCode: row.enCode, fullName: row.fullName, fullNameZhtw: row.fullNameZhtw, fullNameEn: row.fullNameEn, type: row.type,
      icon: row.icon, urlAddress: row.urlAddress, linkTarget: row.linkTarget === '_self' || row.linkTarget === '_blank' ? row.linkTarget : null,
      keepAlive: row.keepAlive === 1 ? 1 : 0, propertyJson: row.propertyJson ? (JSON.parse(row.propertyJson) as MenuExportNode['propertyJson']) : null,
      sortCode: row.sortCode, enabledMark: row.enabledMark === 1 ? 1 : 0, hidden: row.hidden === 1 ? 1 : 0, description: row.description,
      buttons: buttons.map(item), columns: columns.map(item), forms: forms.map(item),
      schemes: schemes.map((s) => ({
        enCode: s.enCode, fullName: s.fullName, scopeType: s.scopeType as ScopeType, rules: JSON.parse(s.conditionJson ?? '[]') as ScopeRule[], description: s.description,
      })),
      children: await Promise.all(children.map((c) => toExportNode(repo, c, rows))),
    };
  }

  async function insertNode(repo: MenuRepository, node: MenuExportNode, parentId: string, codes: Map<string, string>, ids: Record<string, string>, granted: Record<string, string[]>) {
    const id = newId();
    ids[node.id] = id;
    const now = Date.now();
    await repo.insert({ id, parentId, ...menuColumns({ ...node, enCode: codes.get(node.id) ?? node.enCode }), category: 'Web', creatorTime: now, lastModifyTime: null, customised: 0 });
    granted.module!.push(id);
    for (const kind of MODULE_ITEM_KINDS) {
      for (const item of node[`${kind}s`]) {
        const itemId = newId();
        await repo.insertItem(kind, { id: itemId, moduleId: id, enCode: item.enCode, fullName: item.fullName, sortCode: item.sortCode, enabledMark: item.enabledMark });
        granted[kind]!.push(itemId);
      }
    }
    for (const s of node.schemes) {
      await repo.insertScheme({ id: newId(), moduleId: id, enCode: s.enCode, fullName: s.fullName, scopeType: s.scopeType, conditionJson: s.scopeType === 'custom' ? JSON.stringify(s.rules) : null, description: s.description ?? null, creatorTime: now });
    }
    for (const child of node.children) await insertNode(repo, child, id, codes, ids, granted);
  }

  return {
    async exportTree(auth: AuthContext, id: string): Promise<MenuExport> {
      await menus.allow(auth, 'btn_export');
      const repo = menuRepository(db);
      const rows = await repo.all();
      const root = rows.find((r) => r.id === id);
      if (!root) throw fail.notFound();
      return { format: MENU_EXPORT_FORMAT, version: 1, exportedAt: Date.now(), menus: [await toExportNode(repo, root, rows)] };
    },

    async importTree(auth: AuthContext, body: MenuImportBody): Promise<MenuImportResult> {
      await menus.allow(auth, 'btn_import');
      const nodes = flatten(body.data.menus);
      for (const n of nodes) {
        if (n.type !== MENU_DIRECTORY && n.children.length) throw fail.badRequest(MENU_MSG.parentNotDirectory);
        for (const kind of MODULE_ITEM_KINDS) {
          const codes = n[`${kind}s`].map((i) => i.enCode);
          if (new Set(codes).size !== codes.length) throw fail.badRequest(`${MENU_MSG.itemCodeExists}：${n.enCode}`);
        }
      }
      if (new Set(nodes.map((n) => n.id)).size !== nodes.length) throw fail.badRequest(MENU_MSG.importInvalid);
      return menus.inTx(async (repo) => {
        if (body.parentId !== MENU_ROOT) {
          const parent = await repo.byId(body.parentId);
          if (!parent) throw fail.badRequest(MENU_MSG.parentMissing);
          if (parent.type !== MENU_DIRECTORY) throw fail.badRequest(MENU_MSG.parentNotDirectory);
        }
        const parentDepth = body.parentId === MENU_ROOT ? 0 : depthOf(await repo.links(), body.parentId);
        if (parentDepth + depth(body.data.menus) > MENU_MAX_DEPTH) throw fail.badRequest(MENU_MSG.importTooDeep);
        const taken = await repo.codesTaken(nodes.map((n) => n.enCode));
        const clashes = clashesOf(nodes, taken);
        if (clashes.length && body.onClash === 'refuse') throw fail.conflict(`${MENU_MSG.importClash}：${clashes.join('、')}`, { clashes });
        // rename: a code in use, or met a second time in the file, becomes the first free `.copy` code.
        const used = new Set([...(await repo.links()).map((l) => l.enCode), ...nodes.map((n) => n.enCode)]);
        const kept = new Set<string>();
        const codes = new Map<string, string>();
        const renamed: MenuImportResult['renamed'] = [];
        for (const n of nodes) {
          if (!taken.has(n.enCode) && !kept.has(n.enCode)) {
            kept.add(n.enCode);
            continue;
          }
          const next = freeCode(n.enCode, used);
          used.add(next);
          codes.set(n.id, next);
          renamed.push({ id: n.id, from: n.enCode, to: next });
        }
        const granted: Record<string, string[]> = { module: [], button: [], column: [], form: [] };
        const ids: Record<string, string> = {};
        for (const node of body.data.menus) await insertNode(repo, node, body.parentId, codes, ids, granted);
        for (const [type, list] of Object.entries(granted)) await repo.grantToSuperAdmin(type as 'module', list);
        return { created: Object.keys(ids).length, ids, renamed };
      });
    },
  };
}
