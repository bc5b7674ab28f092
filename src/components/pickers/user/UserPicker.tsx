import { useEffect, useMemo, useState } from 'react';
import { sessionStore } from '@/app/session/session-store';
import { readStored } from '@/lib/storage';
import { useStore } from '@/lib/store';
import { usePickerT } from '../i18n';
import { loadUsersByIds } from '../shared/api';
import { PickerField } from '../shared/PickerField';
import { useChosen } from '../shared/use-chosen';
import { mapAnswer, useLocalUsersByIds } from '../shared/use-local';
import { emitValue, valueList, type PickerFieldProps, type PickerValueProps } from '../shared/value';
import type { CustomScope } from './CustomModePane';
import { CURRENT_USER_ID, OPERATION_TYPE_KEY, userChosen } from './user-items';
import { UserSelectDialog } from './UserSelectDialog';

export type UserPickerProps = PickerFieldProps & PickerValueProps<string> & {
  /** 'self' browses like 'all' and, on a new record (stored operation type -1), starts with the current user. */
  selectType?: 'all' | 'custom' | 'self';
  scope?: CustomScope;
  allowAll?: boolean;
  allowSystemVariables?: boolean;
  /** Confirming an empty selection is refused with 请选择{title}. */
  requireSelection?: boolean;
};

/** A user field: shows the chosen users' names and opens the user selector popup. */
export function UserPicker({ selectType = 'all', scope, allowAll, allowSystemVariables, requireSelection = false, title, multiple, value, onChange, ...field }: UserPickerProps) {
  const t = usePickerT();
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  const [opened, setOpened] = useState(false);
  const me = useStore(sessionStore, (s) => s.userInfo);
  const values = valueList(valueProps);
  const variable = { id: CURRENT_USER_ID, fullName: t('user.currentUser'), headIcon: '', organize: '' };
  // Names from the directory on the device first; the server only for users it does not hold.
  const stored = useLocalUsersByIds(values.filter((id) => id !== CURRENT_USER_ID));
  const local = useMemo(() => mapAnswer(stored, (people) => new Map([...people, variable].map(userChosen).map((c) => [c.key, c]))),
    // `variable` changes with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stored, variable.fullName]);
  const { chosen, remember } = useChosen<string>(values, async (ids) => {
    const people = await loadUsersByIds(ids.filter((id) => id !== CURRENT_USER_ID));
    return [...people, ...(ids.includes(CURRENT_USER_ID) ? [variable] : [])].map(userChosen);
  }, local);

  useEffect(() => {
    if (selectType !== 'self' || values.length > 0 || !me) return;
    const operation = readStored<number | string | null>(OPERATION_TYPE_KEY, null);
    if (Number(operation) !== -1) return;
    remember([userChosen({ id: me.userId, fullName: `${me.userName}/${me.userAccount}`, headIcon: me.headIcon, organize: me.organizeName })]);
    emitValue(valueProps, [me.userId]);
    // Only when the current user becomes known: a cleared value stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectType, me?.userId]);

  return (
    <>
      <PickerField {...field} names={chosen.map((c) => c.label)} onOpen={() => setOpened(true)} onClear={() => emitValue(valueProps, [])} />
      <UserSelectDialog
        opened={opened} multiple={Boolean(multiple)} selectType={selectType === 'custom' ? 'custom' : 'all'} scope={scope} allowAll={allowAll}
        allowSystemVariables={allowSystemVariables} title={title} requireSelection={requireSelection} initial={chosen}
        onCancel={() => setOpened(false)}
        onConfirm={(list) => {
          remember(list);
          emitValue(valueProps, list.map((c) => c.value));
          setOpened(false);
        }}
      />
    </>
  );
}
