/* The bench page (bench/client-designer.ts): the form designer and, as the baseline, FormRenderer, over the same n fields. */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { columnData, type FormSchema } from '@/features/visualdev/contract';
import FormDesigner from '@/features/visualdev/client/designer/FormDesigner';
import { makeLargeSchema } from '@/features/visualdev/client/designer/large-schema';
import { FormRenderer, useFormState } from '@/features/visualdev/client/form';
import { initI18n } from '@/lib/i18n';

// No server here: every API call (the pickers' lists) answers an empty page at once.
const empty = { code: 200, msg: 'ok', data: { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } } };
window.fetch = async () => new Response(JSON.stringify(empty), { headers: { 'content-type': 'application/json' } });

/** Resolves after the next frame has been produced (rAF, then a task after it). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function Form({ schema }: { schema: FormSchema }) {
  const form = useFormState(schema, {});
  return <FormRenderer schema={schema} value={form.value} onChange={form.setValue} errors={form.errors} />;
}

let root: Root | null = null;
const host = document.getElementById('root')!;

/** Commit = render + commit + layout, synchronously; frame = until the next frame after it. */
interface Timing { commit: number; frame: number }

async function timed(work: () => void): Promise<Timing> {
  const t0 = performance.now();
  work();
  void host.offsetHeight;
  const commit = performance.now() - t0;
  await nextFrame();
  return { commit, frame: performance.now() - t0 };
}

async function unmount() {
  root?.unmount();
  root = null;
  await nextFrame();
}

function setInputValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function labelInput(text: string): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === text && l.htmlFor);
  const input = label && document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled ${text}`);
  return input;
}

const countNodes = () => document.querySelectorAll('[data-testid^="node-"]').length;

async function mountDesigner(schema: FormSchema): Promise<Timing> {
  await unmount();
  const t = await timed(() => flushSync(() => {
    root = createRoot(host);
    root.render(<MantineProvider><FormDesigner mode="web" name="bench" initial={{ formData: schema, columnData: columnData.parse({}) }} onSave={() => undefined} /></MantineProvider>);
  }));
  if (countNodes() !== schema.fields.length) throw new Error(`designer shows ${countNodes()} nodes, expected ${schema.fields.length}`);
  return t;
}

async function mountForm(schema: FormSchema): Promise<Timing> {
  await unmount();
  const t = await timed(() => flushSync(() => {
    root = createRoot(host);
    root.render(<MantineProvider><Form schema={schema} /></MantineProvider>);
  }));
  const labels = document.querySelectorAll('label').length;
  if (labels < schema.fields.length * 0.9) throw new Error(`form shows ${labels} labels for ${schema.fields.length} fields`);
  return t;
}

const api = {
  async init() {
    await initI18n('zh');
  },
  /** First render of the designer over n fields. */
  async designerMount(n: number) {
    return mountDesigner(makeLargeSchema(n));
  },
  async formMount(n: number) {
    return mountForm(makeLargeSchema(n));
  },
  /** Selects one field in the designer, then times `edits` label edits in the property panel (each a new value). */
  async designerEdits(n: number, edits: number) {
    const schema = makeLargeSchema(n);
    await mountDesigner(schema);
    const target = schema.fields[Math.floor(n / 2)]!;
    (document.querySelector(`[data-testid="node-${target.id}"]`) as HTMLElement).click();
    await nextFrame();
    const input = labelInput('标题');
    const out: Timing[] = [];
    for (let i = 0; i < edits; i++) {
      const value = `客户名称${i}`;
      out.push(await timed(() => setInputValue(input, value)));
      if (!document.querySelector(`[data-testid="node-${target.id}"]`)?.textContent?.includes(value)) throw new Error('the edited label is not on the canvas');
    }
    return out;
  },
  /** FormRenderer given the schema with one field's label changed, `edits` times (what a label edit does to a rendered form). */
  async formEdits(n: number, edits: number) {
    const schema = makeLargeSchema(n);
    await mountForm(schema);
    const index = Math.floor(n / 2);
    const out: Timing[] = [];
    for (let i = 0; i < edits; i++) {
      const value = `客户名称${i}`;
      const next: FormSchema = { ...schema, fields: schema.fields.map((f, k) => (k === index ? { ...f, label: value } : f)) };
      out.push(await timed(() => flushSync(() => root!.render(<MantineProvider><Form schema={next} /></MantineProvider>))));
      if (!document.body.textContent?.includes(value)) throw new Error('the edited label is not in the form');
    }
    return out;
  },
};
(window as unknown as { bench: typeof api }).bench = api;
