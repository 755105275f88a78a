import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  ChevronDown,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
} from "lucide-react";
import type { ReactNode } from "react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldDescription, FieldLabel } from "../Field";
import { ListPopover, Option, StyledListBox } from "../Select/Select.styles";
import {
  BlockSelect,
  BlockTrigger,
  BlockValue,
  Content,
  ErrorText,
  Frame,
  Root,
  StyledToolbar,
  ToolButton,
  ToolToggle,
  ToolbarSeparator,
} from "./RichTextEditor.styles";
import { sanitizeHtml } from "./sanitize";

export interface RichTextEditorProps {
  label: ReactNode;
  /** HTML; sanitized before the editor shows it. */
  value?: string | null;
  /** Called with the sanitized HTML after every change ("" when the text is empty). */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
}

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
type Block = "paragraph" | `h${(typeof LEVELS)[number]}`;

/**
 * Rich text for the edit dialog's `texteditor` fields: Tiptap's StarterKit with headings 1 to 6, marks,
 * lists and quotes behind an accessible toolbar (one tab stop, arrow keys inside). HTML is sanitized with
 * DOMPurify on the way in (a stored value may come from anywhere) and on the way out (pasted content).
 * Loaded on demand through `@cms/ui/rich-text`, so screens without rich text do not download ProseMirror.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  hint,
  errorMessage,
  isInvalid,
  isRequired,
  isReadOnly,
}: RichTextEditorProps) {
  const { t } = useTranslation("richText");
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  // The values the editor already shows: the one it was created with, then each it sent out. A value from
  // outside that is neither (another item, a reset) replaces the text; comparing HTML instead would treat
  // the editor's normalised markup (<li><p>…</p></li>) as a change and fill its undo history.
  const known = useRef(new Set([value ?? ""]));
  const describedBy = [hint ? hintId : null, isInvalid && errorMessage ? errorId : null].filter(Boolean);
  // The editable element is ProseMirror's: it is a labelled multi-line textbox with the field's states.
  const attributes: Record<string, string> = {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy.length > 0 && { "aria-describedby": describedBy.join(" ") }),
    ...(isInvalid && { "aria-invalid": "true" }),
    ...(isRequired && { "aria-required": "true" }),
    ...(isReadOnly && { "aria-readonly": "true" }),
  };
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...LEVELS] },
        underline: false,
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: sanitizeHtml(value ?? ""),
    editable: !isReadOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      // The empty paragraph the editor keeps after a last heading or list is not part of the text.
      const html = current.isEmpty ? "" : sanitizeHtml(current.getHTML()).replace(/(?:<p><\/p>)+$/, "");
      known.current = new Set([html]);
      onChange?.(html);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (!editor || known.current.has(value ?? "")) return;
    known.current = new Set([value ?? ""]);
    editor.commands.setContent(sanitizeHtml(value ?? ""), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without emitting an update: switching to read-only is not an edit.
    if (editor && editor.isEditable === Boolean(isReadOnly)) editor.setEditable(!isReadOnly, false);
  }, [editor, isReadOnly]);

  // States that change after creation (invalid after a save attempt, read-only by permission).
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      block: (LEVELS.find((level) => current.isActive("heading", { level }))
        ? `h${LEVELS.find((level) => current.isActive("heading", { level }))}`
        : "paragraph") as Block,
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      strike: current.isActive("strike"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      // Tiptap marks its focus and blur with a transaction of their own, so this follows the text's focus.
      focused: current.isFocused,
    }),
  });

  const chain = () => editor.chain().focus();
  const setBlock = (block: Block) => {
    if (block === "paragraph") chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: Number(block.slice(1)) as (typeof LEVELS)[number] })
        .run();
  };
  const disabled = isReadOnly || !state;
  // The box's states, as react-aria gives the other fields: the ring while the text has focus (`state.focused`;
  // the toolbar's buttons show their own), the darker border under a mouse.
  const [hovered, setHovered] = useState(false);

  return (
    <Root data-ui="RichTextEditor">
      <FieldLabel>
        <span id={labelId}>
          {label}
          {isRequired && <span aria-hidden> *</span>}
        </span>
      </FieldLabel>
      <Frame
        data-invalid={isInvalid || undefined}
        data-readonly={isReadOnly || undefined}
        data-focused={state?.focused || undefined}
        data-hovered={hovered || undefined}
        onPointerEnter={(event) => setHovered(event.pointerType === "mouse" && !isReadOnly)}
        onPointerLeave={() => setHovered(false)}
      >
        {!isReadOnly && (
          <StyledToolbar aria-label={t("toolbar")}>
            <BlockSelect
              aria-label={t("blockType")}
              selectedKey={state?.block ?? "paragraph"}
              onSelectionChange={(key) => setBlock(key as Block)}
              isDisabled={disabled}
            >
              <BlockTrigger>
                <BlockValue />
                <ChevronDown size={14} aria-hidden />
              </BlockTrigger>
              <ListPopover placement="bottom start" offset={4}>
                <StyledListBox>
                  <Option id="paragraph">{t("paragraph")}</Option>
                  {LEVELS.map((level) => (
                    <Option key={level} id={`h${level}`}>
                      {t("heading", { level })}
                    </Option>
                  ))}
                </StyledListBox>
              </ListPopover>
            </BlockSelect>
            <ToolbarSeparator orientation="vertical" />
            <ToolToggle
              aria-label={t("bold")}
              isSelected={state?.bold ?? false}
              onChange={() => chain().toggleBold().run()}
            >
              <Bold size={16} aria-hidden />
            </ToolToggle>
            <ToolToggle
              aria-label={t("italic")}
              isSelected={state?.italic ?? false}
              onChange={() => chain().toggleItalic().run()}
            >
              <Italic size={16} aria-hidden />
            </ToolToggle>
            <ToolToggle
              aria-label={t("strike")}
              isSelected={state?.strike ?? false}
              onChange={() => chain().toggleStrike().run()}
            >
              <Strikethrough size={16} aria-hidden />
            </ToolToggle>
            <ToolbarSeparator orientation="vertical" />
            <ToolToggle
              aria-label={t("bulletList")}
              $mirrorInRtl
              isSelected={state?.bulletList ?? false}
              onChange={() => chain().toggleBulletList().run()}
            >
              <List size={16} aria-hidden />
            </ToolToggle>
            <ToolToggle
              aria-label={t("orderedList")}
              $mirrorInRtl
              isSelected={state?.orderedList ?? false}
              onChange={() => chain().toggleOrderedList().run()}
            >
              <ListOrdered size={16} aria-hidden />
            </ToolToggle>
            <ToolToggle
              aria-label={t("blockquote")}
              isSelected={state?.blockquote ?? false}
              onChange={() => chain().toggleBlockquote().run()}
            >
              <Quote size={16} aria-hidden />
            </ToolToggle>
            <ToolbarSeparator orientation="vertical" />
            <ToolButton
              aria-label={t("undo")}
              $mirrorInRtl
              isDisabled={!state?.canUndo}
              onPress={() => chain().undo().run()}
            >
              <Undo2 size={16} aria-hidden />
            </ToolButton>
            <ToolButton
              aria-label={t("redo")}
              $mirrorInRtl
              isDisabled={!state?.canRedo}
              onPress={() => chain().redo().run()}
            >
              <Redo2 size={16} aria-hidden />
            </ToolButton>
          </StyledToolbar>
        )}
        <Content>
          <EditorContent editor={editor} />
        </Content>
      </Frame>
      {hint && (
        <FieldDescription>
          <span id={hintId}>{hint}</span>
        </FieldDescription>
      )}
      {isInvalid && errorMessage && <ErrorText id={errorId}>{errorMessage}</ErrorText>}
    </Root>
  );
}

export default RichTextEditor;
