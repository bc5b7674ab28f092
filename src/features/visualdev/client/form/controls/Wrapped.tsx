import { Input } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorId, labelId, type Frame } from '../frame';

/**
 * A frame around a control that is not a Mantine input: the label names the group (aria-labelledby)
 * and the error describes it, like every input of the form.
 */
export function Wrapped({ frame, description, children }: { frame: Frame; description?: ReactNode; children: ReactNode }) {
  return (
    <Input.Wrapper
      id={frame.id} label={frame.label} error={frame.error} withAsterisk={frame.withAsterisk} description={description} labelElement="div"
      labelProps={{ ...frame.labelProps, id: labelId(frame) }} errorProps={{ id: errorId(frame) }}
    >
      <div role="group" aria-labelledby={labelId(frame)} aria-invalid={frame.error ? true : undefined} aria-describedby={frame.error ? errorId(frame) : undefined} style={{ paddingTop: 4 }}>
        {children}
      </div>
    </Input.Wrapper>
  );
}
