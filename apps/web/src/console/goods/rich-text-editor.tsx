import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';

interface Props {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  'aria-label'?: string;
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    f(editor.chain().focus()).run();
  const tool = (label: string, on: boolean, onClick: () => void, icon: React.ReactNode) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type={on ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={on}
        onClick={onClick}
        icon={icon}
      />
    </Tooltip>
  );
  return (
    <Space size={2} wrap className="console-rte__toolbar">
      {tool(
        '粗体',
        active.bold,
        run((c) => c.toggleBold()),
        <BoldOutlined />,
      )}
      {tool(
        '斜体',
        active.italic,
        run((c) => c.toggleItalic()),
        <ItalicOutlined />,
      )}
      <Divider type="vertical" />
      {tool(
        '二级标题',
        active.h2,
        run((c) => c.toggleHeading({ level: 2 })),
        'H2',
      )}
      {tool(
        '三级标题',
        active.h3,
        run((c) => c.toggleHeading({ level: 3 })),
        'H3',
      )}
      {tool(
        '无序列表',
        active.bullet,
        run((c) => c.toggleBulletList()),
        <UnorderedListOutlined />,
      )}
      {tool(
        '有序列表',
        active.ordered,
        run((c) => c.toggleOrderedList()),
        <OrderedListOutlined />,
      )}
      <Divider type="vertical" />
      {tool(
        '撤销',
        false,
        run((c) => c.undo()),
        <UndoOutlined />,
      )}
      {tool(
        '重做',
        false,
        run((c) => c.redo()),
        <RedoOutlined />,
      )}
    </Space>
  );
}

/**
 * The course description editor (TipTap over ProseMirror): headings, emphasis and lists, as an antd form control
 * (`value` / `onChange` in HTML). The server sanitises whatever arrives, so the editor is a convenience, not a guard.
 */
export function RichTextEditor({ id, value, onChange, 'aria-label': label }: Props) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: value ?? '',
    editorProps: { attributes: { class: 'console-rte__content', 'aria-label': label ?? '课程介绍', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // The form fills in after the goods load: take the loaded text unless it is what the editor already holds.
  useEffect(() => {
    if (!editor || value === undefined) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  return (
    <div className="console-rte" id={id}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
