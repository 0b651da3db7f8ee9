import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';

/**
 * What an article's body may hold in the editor: headings 1–4, emphasis, lists, quotes, code, links (http(s) and
 * mailto, as the allow-list keeps), block images, tables. Pasted HTML is read through this schema.
 */
export const articleExtensions = () => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
