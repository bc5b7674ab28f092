import { z } from 'zod';
import { reportBody } from './definition';
import { runBody } from './run';

/** 报表设计's preview: a design as it is being edited, and the values to run it with. */
export const previewBody = z.object({ report: reportBody, values: runBody.unwrap().shape.values });
export type PreviewBody = z.output<typeof previewBody>;
