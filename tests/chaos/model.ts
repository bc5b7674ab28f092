/**
 * What the user did: a seeded mix of real writes the server knows (dictionaryData.create / update /
 * delete on rows of one dictionary, profile.update / profile.theme), and the state they add up to.
 * A few writes are ones the server must refuse (a code already taken in the dictionary): they are
 * expected in the rejected-writes inbox, never applied. Every value written is unique, so each
 * write's effect can be told apart.
 */
import { newId } from '@/contract/ids';
import type { Rng } from './prng';

export interface DictRow {
  enCode: string;
  fullName: string;
  sortCode: number;
  description: string | null;
}

export interface ProfileState {
  realName: string;
  description: string | null;
  theme: string;
}

export interface PlannedWrite {
  name: string;
  args: Record<string, unknown>;
  expect: 'applied' | 'rejected';
  /** The server row it changes, as the change log names it (`dictionaryData:<id>`, `users:<userId>`). */
  rowKey: string;
}

export interface MadeWrite extends PlannedWrite {
  /** Client mutation id the engine gave it (mutate's answer). */
  id: string;
  index: number;
}

const THEMES = ['classic', 'functional', 'plain', 'blend'] as const;

export class UserModel {
  readonly rows = new Map<string, DictRow & { live: boolean }>();
  readonly writes: MadeWrite[] = [];
  profile: ProfileState;

  constructor(
    private readonly random: Rng,
    private readonly typeId: string,
    private readonly userId: string,
    profile: ProfileState,
  ) {
    this.profile = { ...profile };
  }

  private liveIds(): string[] {
    return [...this.rows].filter(([, r]) => r.live).map(([id]) => id);
  }

  private takenCode(except?: string): string | null {
    const others = [...this.rows].filter(([id, r]) => r.live && id !== except);
    return others.length ? this.random.pick(others)[1].enCode : null;
  }

  /** The next write the user makes (not yet in the model: see record()). */
  plan(i: number): PlannedWrite {
    const live = this.liveIds();
    const draw = this.random.next();
    const dict = (name: string, args: Record<string, unknown>, expect: PlannedWrite['expect'] = 'applied'): PlannedWrite => ({
      name, args, expect, rowKey: `dictionaryData:${String(args.id)}`,
    });
    if (live.length < 3 || draw < 0.22) {
      return dict('dictionaryData.create', { id: newId(), dictionaryTypeId: this.typeId, enCode: `c${i}`, fullName: `混沌${i}`, sortCode: i, description: `建${i}` });
    }
    if (draw < 0.58) {
      // Often the row just saved again (a typo fixed right after saving), else any row.
      const last = this.writes.at(-1);
      const again = last?.name.startsWith('dictionaryData.') && last.expect === 'applied' ? String(last.args.id) : null;
      const id = again && this.rows.get(again)?.live && this.random.chance(0.4) ? again : this.random.pick(live);
      return dict('dictionaryData.update', { id, enCode: `u${i}`, fullName: `改${i}`, sortCode: i, description: this.random.chance(0.2) ? null : `改${i}` });
    }
    if (draw < 0.68 && live.length > 8) return dict('dictionaryData.delete', { id: this.random.pick(live) });
    if (draw < 0.72) {
      // Refused by the server: the code is taken by another live row of the dictionary.
      const code = this.takenCode();
      if (code) return dict('dictionaryData.create', { id: newId(), dictionaryTypeId: this.typeId, enCode: code, fullName: `重${i}`, sortCode: i }, 'rejected');
    }
    if (draw < 0.75) {
      const id = this.random.pick(live);
      const code = this.takenCode(id);
      if (code) return dict('dictionaryData.update', { id, enCode: code, fullName: `重改${i}`, sortCode: i }, 'rejected');
    }
    const users = `users:${this.userId}`;
    if (draw < 0.8) return { name: 'profile.theme', args: { theme: this.random.pick(THEMES) }, expect: 'applied', rowKey: users };
    const args = this.random.chance(0.5) ? { description: `描述${i}` } : { realName: `混沌用户${i}` };
    return { name: 'profile.update', args, expect: 'applied', rowKey: users };
  }

  /** The write is made (mutate resolved): it joins the model and, if the server is to apply it, the state. */
  record(w: PlannedWrite, id: string, index: number): void {
    this.writes.push({ ...w, id, index });
    if (w.expect !== 'applied') return;
    const a = w.args;
    if (w.name === 'profile.theme') this.profile.theme = String(a.theme);
    else if (w.name === 'profile.update') this.profile = { ...this.profile, ...(a as Partial<ProfileState>) };
    else if (w.name === 'dictionaryData.delete') this.rows.get(String(a.id))!.live = false;
    else {
      this.rows.set(String(a.id), {
        enCode: String(a.enCode), fullName: String(a.fullName), sortCode: Number(a.sortCode),
        description: (a.description as string | null | undefined) ?? null, live: true,
      });
    }
  }
}
