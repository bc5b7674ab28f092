import { Grid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { sessionStore } from '@/app/session/session-store';
import { notify } from '@/lib/notify';
import { useStore } from '@/lib/store';
import { usePickerT } from '../i18n';
import { PickerModal, PICKER_WIDTH } from '../shared/PickerModal';
import { SelectedPane } from '../shared/SelectedPane';
import { useRelabel } from '../shared/use-chosen';
import { addChosen, toggleChosen, type Chosen } from '../shared/value';
import { AllModePane } from './AllModePane';
import { CustomModePane, type CustomScope } from './CustomModePane';

export interface UserSelectDialogProps {
  opened: boolean;
  multiple?: boolean;
  /** 'all': the organisation through tabs; 'custom': only the users of `scope` (UserCondition). */
  selectType?: 'all' | 'custom';
  scope?: CustomScope;
  /** Whole-organisation browsing; when false the dialog opens on 当前组织. */
  allowAll?: boolean;
  /** Adds the 系统变量 tab with the current-user variable (id currentUser). */
  allowSystemVariables?: boolean;
  /** What is picked, for 请选择{title} (default 审批人). */
  title?: string;
  dialogTitle?: string;
  /** Confirming nothing is refused with 请选择{title}; otherwise it confirms an empty list. */
  requireSelection?: boolean;
  /** The selection the dialog opens with. */
  initial?: Chosen<string>[];
  /** Defaults to the signed-in user's organisation. */
  currentOrganizeId?: string | null;
  onConfirm(users: Chosen<string>[]): void;
  onCancel(): void;
}

/** The user selector popup (SPEC §2, 900 px): a left pane by mode, the chosen users on the right. */
export function UserSelectDialog({
  opened, multiple = false, selectType = 'all', scope = {}, allowAll = true, allowSystemVariables = false, title, dialogTitle,
  requireSelection = true, initial = [], currentOrganizeId, onConfirm, onCancel,
}: UserSelectDialogProps) {
  const t = usePickerT();
  const sessionOrg = useStore(sessionStore, (s) => s.userInfo?.organizeId ?? null);
  const [chosen, setChosen] = useState<Chosen<string>[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!opened) return;
    setChosen(initial);
    setMessage(null);
    setGeneration((g) => g + 1);
    // Opening resets tab, keyword and selection; the props of an open dialog do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  useRelabel(initial, setChosen);

  const selectedIds = new Set(chosen.map((c) => c.key));
  const pane = {
    isSelected: (id: string) => selectedIds.has(id),
    onPick: (item: Chosen<string>) => {
      setMessage(null);
      setChosen((list) => toggleChosen(list, item, multiple));
    },
  };

  function confirm() {
    if (requireSelection && chosen.length === 0) {
      const text = t('pleaseSelect', { title: title ?? t('user.defaultTitle') });
      setMessage(text);
      notify('warning', text);
      return;
    }
    onConfirm(chosen);
  }

  return (
    <PickerModal opened={opened} title={dialogTitle ?? t('titles.user')} width={PICKER_WIDTH.user} onCancel={onCancel} onConfirm={confirm}>
      {message && <Text role="alert" c="orange" size="sm" mb="xs">{message}</Text>}
      <Grid gutter="md" key={generation}>
        <Grid.Col span={7}>
          {selectType === 'custom' ? <CustomModePane scope={scope} {...pane} /> : (
            <AllModePane {...pane} multiple={multiple} allowAll={allowAll} allowSystemVariables={allowSystemVariables}
              currentOrganizeId={currentOrganizeId === undefined ? sessionOrg : currentOrganizeId}
              onPickMany={(items) => setChosen((list) => addChosen(list, items))} />
          )}
        </Grid.Col>
        <Grid.Col span={5} style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
          <SelectedPane items={chosen} withAvatar height={400} onRemove={(c) => setChosen((list) => list.filter((x) => x.key !== c.key))} onClear={() => setChosen([])} />
        </Grid.Col>
      </Grid>
    </PickerModal>
  );
}
