import { Extension, type CommandProps } from '@tiptap/core';
import type { ResolvedPos } from '@tiptap/pm/model';

/** Deepest indent (the server keeps ql-indent-1…8 and margin-left). */
export const INDENT_MAX = 8;
const STEP_EM = 2;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Deeper: a list item nests under the one above it; a paragraph or heading moves right. */
      indent: () => ReturnType;
      outdent: () => ReturnType;
    };
  }
}

const levelOf = (el: HTMLElement): number => {
  const data = Number(el.getAttribute('data-indent'));
  if (data > 0) return Math.min(INDENT_MAX, data);
  const quill = /(?:^|\s)ql-indent-(\d)/.exec(el.className);
  return quill ? Math.min(INDENT_MAX, Number(quill[1])) : 0;
};

function inListItem($pos: ResolvedPos): boolean {
  for (let d = $pos.depth; d > 0; d--) if ($pos.node(d).type.name === 'listItem') return true;
  return false;
}

function shift(delta: 1 | -1) {
  return ({ state, tr, dispatch, commands }: CommandProps): boolean => {
    if (inListItem(state.selection.$from)) return delta > 0 ? commands.sinkListItem('listItem') : commands.liftListItem('listItem');
    let changed = false;
    state.doc.nodesBetween(state.selection.from, state.selection.to, (node, pos) => {
      if (node.type.name !== 'paragraph' && node.type.name !== 'heading') return true;
      const next = Math.max(0, Math.min(INDENT_MAX, (Number(node.attrs.indent) || 0) + delta));
      if (next !== node.attrs.indent) {
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
        changed = true;
      }
      return false;
    });
    if (changed && dispatch) dispatch(tr);
    return changed;
  };
}

/**
 * §9's indent for paragraphs and headings (tiptap has none): stored as `data-indent` with a
 * margin-left, so a body shows indented without our stylesheet; quill's `ql-indent-N` reads back.
 */
export const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [{
      types: ['paragraph', 'heading'],
      attributes: {
        indent: {
          default: 0,
          parseHTML: levelOf,
          renderHTML: (attrs) => (attrs.indent > 0 ? { 'data-indent': String(attrs.indent), style: `margin-left: ${attrs.indent * STEP_EM}em` } : {}),
        },
      },
    }];
  },
  addCommands() {
    return { indent: () => shift(1), outdent: () => shift(-1) };
  },
});
