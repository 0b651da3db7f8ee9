import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Button, Divider, Input, Modal, Spin, Tooltip } from 'antd';
import {
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { CONTENT_IMAGE_PROJECT_TYPE, checkUploadFile, extensionsOf, publicFileUrl } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { uploadContentImage } from '../api/upload-content-image.ts';
import '../content.css';
import { articleExtensions } from './editor-extensions.ts';
import { transformWordHtml } from './word-paste.ts';

export interface RichTextEditorProps {
  /** The body as HTML ('' when empty). */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** Whether an image upload is running (the form waits for it). */
  onBusy?: (busy: boolean) => void;
}

/** A link the editor accepts: http(s) or mailto, as the server's and the browser's sanitisers keep. */
const LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** The HTML of the document, '' for an empty one (Tiptap's empty document is <p></p>). */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

interface ToolProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function Tool({ label, icon, onClick, active, disabled }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // Keep the editor's selection: the click must not take the focus from it.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function TextTool(props: Omit<ToolProps, 'icon'> & { text: string }) {
  return <Tool {...props} icon={<span className="content-editor__text-icon">{props.text}</span>} />;
}

/**
 * The article body's editor (Tiptap): bold, italic, underline, H2/H3, lists, quote, link, a 3×3 table (rows and
 * columns added or removed inside one), images uploaded as the article's public images (projectType 31) and inserted
 * by their public link, undo/redo. Pasted HTML (Word, web pages) is read through the same schema, so headings, lists
 * and tables are kept and anything else is reduced to text. The value is HTML; the server sanitises it on save.
 */
export default function RichTextEditor({ value = '', onChange, disabled = false, onBusy }: RichTextEditorProps) {
  const [uploading, setUploading] = useState(false);
  const [linking, setLinking] = useState<string | null>(null);
  const [linkError, setLinkError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: articleExtensions(),
    content: value,
    editable: !disabled,
    // Word's lists arrive as styled paragraphs: made lists before the schema reads them.
    editorProps: { transformPastedHTML: transformWordHtml },
    onUpdate: ({ editor: e }) => changed.current?.(htmlOf(e)),
  });

  // A value set from outside (the article loaded, the form reset) replaces the document.
  useEffect(() => {
    if (editor.isDestroyed || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const check = checkUploadFile(CONTENT_IMAGE_PROJECT_TYPE, { name: file.name, size: file.size });
    if (!check.ok) {
      notify.error(check.message);
      return;
    }
    setUploading(true);
    onBusy?.(true);
    uploadContentImage(file)
      .then((fileId) => {
        chain()
          .setImage({ src: publicFileUrl(fileId), alt: file.name })
          .run();
      })
      // The request layer showed the refusal.
      .catch(() => undefined)
      .finally(() => {
        setUploading(false);
        onBusy?.(false);
      });
  };

  const openLink = () => {
    setLinkError('');
    setLinking((editor.getAttributes('link').href as string | undefined) ?? '');
  };
  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (!href) {
      chain().extendMarkRange('link').unsetLink().run();
    } else if (!LINK.test(href)) {
      setLinkError('请输入以 http://、https:// 或 mailto: 开头的链接');
      return;
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
    setLinking(null);
  };

  const off = disabled;
  return (
    <div className={`content-editor${disabled ? ' content-editor--disabled' : ''}`}>
      <div className="content-editor__toolbar" role="toolbar" aria-label="正文格式">
        <Tool
          label="加粗"
          icon={<BoldOutlined />}
          active={state.bold}
          disabled={off}
          onClick={() => chain().toggleBold().run()}
        />
        <Tool
          label="斜体"
          icon={<ItalicOutlined />}
          active={state.italic}
          disabled={off}
          onClick={() => chain().toggleItalic().run()}
        />
        <Tool
          label="下划线"
          icon={<UnderlineOutlined />}
          active={state.underline}
          disabled={off}
          onClick={() => chain().toggleUnderline().run()}
        />
        <Divider orientation="vertical" />
        <TextTool
          label="二级标题"
          text="H2"
          active={state.h2}
          disabled={off}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <TextTool
          label="三级标题"
          text="H3"
          active={state.h3}
          disabled={off}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <Tool
          label="有序列表"
          icon={<OrderedListOutlined />}
          active={state.orderedList}
          disabled={off}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <Tool
          label="无序列表"
          icon={<UnorderedListOutlined />}
          active={state.bulletList}
          disabled={off}
          onClick={() => chain().toggleBulletList().run()}
        />
        <TextTool
          label="引用"
          text="❝"
          active={state.blockquote}
          disabled={off}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <Divider orientation="vertical" />
        <Tool label="链接" icon={<LinkOutlined />} active={state.link} disabled={off} onClick={openLink} />
        <Tool
          label="插入表格"
          icon={<TableOutlined />}
          disabled={off || state.table}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
        <Tool
          label="插入图片"
          icon={uploading ? <Spin size="small" /> : <PictureOutlined />}
          disabled={off || uploading}
          onClick={() => fileInput.current?.click()}
        />
        {state.table && !off && (
          <>
            <Divider orientation="vertical" />
            <Tool label="下方插入行" icon={<InsertRowBelowOutlined />} onClick={() => chain().addRowAfter().run()} />
            <Tool label="右侧插入列" icon={<InsertRowRightOutlined />} onClick={() => chain().addColumnAfter().run()} />
            <Tool label="删除行" icon={<DeleteRowOutlined />} onClick={() => chain().deleteRow().run()} />
            <Tool label="删除列" icon={<DeleteColumnOutlined />} onClick={() => chain().deleteColumn().run()} />
            <Tool label="删除表格" icon={<DeleteOutlined />} onClick={() => chain().deleteTable().run()} />
          </>
        )}
        <Divider orientation="vertical" />
        <Tool
          label="撤销"
          icon={<UndoOutlined />}
          disabled={off || !state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <Tool
          label="重做"
          icon={<RedoOutlined />}
          disabled={off || !state.canRedo}
          onClick={() => chain().redo().run()}
        />
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={extensionsOf(CONTENT_IMAGE_PROJECT_TYPE)
            .map((e) => `.${e}`)
            .join(',')}
          onChange={(e) => {
            pickImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <EditorContent editor={editor} className="content-editor__body portal-rich-text" />
      <Modal
        open={linking !== null}
        title="插入链接"
        okText="确定"
        cancelText="取消"
        width={480}
        onOk={applyLink}
        onCancel={() => setLinking(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={linking ?? ''}
          placeholder="https://"
          aria-label="链接地址"
          status={linkError ? 'error' : undefined}
          onChange={(e) => {
            setLinking(e.target.value);
            setLinkError('');
          }}
          onPressEnter={applyLink}
        />
        <div className="content-editor__hint">{linkError || '留空并确定将移除链接'}</div>
      </Modal>
    </div>
  );
}
