import { sanitiseRichHtml } from '@/components/rich-text/show';

/**
 * Bodies were cleaned when stored; they are cleaned again before they reach the page. The rich-text
 * editor's own styles (colours, sizes, alignment, indent) are kept, nothing else.
 */
export const sanitiseBody = (html: string): string => sanitiseRichHtml(html);
