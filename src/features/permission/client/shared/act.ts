import { confirmDelete } from '@/components/dialogs/confirm-delete';
import { notify } from '@/lib/notify';

/** Runs a write and shows the server's message; false when it failed (the http client showed why). */
export async function act(action: () => Promise<string>): Promise<boolean> {
  try {
    notify('success', await action());
    return true;
  } catch {
    return false;
  }
}

/** Asks first (SPEC §5 delete confirmation), then deletes; the server's refusal is shown as it says it. */
export async function confirmAndDelete(remove: () => Promise<string>, message?: string): Promise<boolean> {
  if (!(await confirmDelete(message))) return false;
  return act(remove);
}
