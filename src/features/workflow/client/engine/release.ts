import type { FlowProblem } from '@/features/workflow/contract';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { workflowApi } from '../api';

export type ReleaseResult = { ok: true; version: number } | { ok: false; problems: FlowProblem[] };

/** The problems a refused publish names in `data`: `{nodeId, message}[]`. */
export function problemsOf(data: unknown): FlowProblem[] | null {
  if (!Array.isArray(data)) return null;
  const list = data.filter((p): p is FlowProblem => !!p && typeof p === 'object' && typeof (p as FlowProblem).message === 'string')
    .map((p) => ({ nodeId: typeof p.nodeId === 'string' ? p.nodeId : '', message: p.message }));
  return list.length > 0 ? list : null;
}

/** Publishes a new version; a refusal for the definition's problems answers them (other failures throw, toasted by the client). */
export async function release(id: string): Promise<ReleaseResult> {
  try {
    const r = await workflowApi.publish(id);
    return { ok: true, version: r.version };
  } catch (error) {
    const problems = error instanceof EnvelopeError ? problemsOf(error.envelope.data) : null;
    if (problems) return { ok: false, problems };
    throw error;
  }
}
