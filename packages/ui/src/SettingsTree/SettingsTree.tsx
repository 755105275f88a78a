import { ArrowRight, ChevronRight, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Suspense, lazy, useCallback, useDeferredValue, useMemo, useState } from "react";
import type { Key } from "react-aria-components";
import { Collection, ListLayout, TreeItemContent, Virtualizer, useLocale } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { Button } from "../Button";
import { ConfirmDialog } from "../ConfirmDialog";
import type { OperationStatus } from "../GenericList/definition";
import { LoadingBar } from "../LoadingBar";
import { Notice } from "../Notice";
import { ScreenHeading } from "../ScreenHeading";
import { TextField } from "../TextField";
import { useUnsavedChanges } from "../UnsavedChanges";
import { useMediaQuery } from "../useMediaQuery";
import type { FormatContext } from "./format";
import { formatValue } from "./format";
import type { SettingsEditorLayout } from "./SettingEditor";
import type { PendingChanges, SettingsSchemaNode, SettingsTreeNode, SettingsValues } from "./settingsLogic";
import {
  applyChanges,
  buildTree,
  highlightParts,
  isGroup,
  localizeSchema,
  readValue,
  searchTree,
  withChange,
} from "./settingsLogic";
import {
  Change,
  ChangeCount,
  ChangedDot,
  ChangeList,
  ChangeTitle,
  ChangeValues,
  Chevron,
  ChevronSpace,
  EmptyState,
  Frame,
  Hit,
  LockIcon,
  NodeDescription,
  NodeTitle,
  NodeValue,
  ROW_HEIGHT,
  Root,
  Row,
  RowContent,
  StyledTree,
  Texts,
  Toolbar,
  VisuallyHidden,
} from "./SettingsTree.styles";

/**
 * The editor of one setting, loaded when it is first wanted and fetched as soon as the pointer or the focus comes
 * to the tree (issue 40): its pickers (a calendar, date segments, a number parser) were 29 KB (brotli) of every
 * settings screen's code, fetched and never run until a setting is opened.
 */
const loadEditor = () => import("./SettingEditor");
const SettingEditor = lazy(() => loadEditor().then((module) => ({ default: module.SettingEditor })));
const preloadEditor = () => {
  loadEditor().catch(() => {
    // A failed fetch is tried again when the editor opens, where its error shows.
  });
};

/**
 * The width from which the editor opens in a side drawer; below it (medium and small screens) it opens in a
 * dialog. 1280 px is the usual "large" breakpoint: from there a 320 px drawer leaves the tree readable.
 */
export const LARGE_SCREEN_QUERY = "(min-width: 1280px)";

export interface SettingsTreeProps {
  /** The heading above the tree, e.g. "Weather settings". */
  title?: ReactNode;
  /** Names the tree for assistive technology; defaults to the title when it is text, else "Settings". */
  "aria-label"?: string;
  /** The settings schema (openapi `SettingsSchema.schema`). */
  schema?: readonly SettingsSchemaNode[];
  /** The settings object: flat dotted keys, or nested objects (the flat key is read first). */
  values?: SettingsValues;
  /** The load status (spec section 4): undefined or fetching shows loading, failure the error. */
  status?: OperationStatus;
  /** The load failure's message. */
  error?: string;
  /** Offers "Retry" on a load failure. */
  onRetry?: () => void;
  /**
   * Sends the settings: the whole object with every change written (converted per spec section 5) and the
   * changed keys. Reject with an Error to keep the changes; its message is shown in the confirm dialog.
   */
  onSave?: (values: SettingsValues, changedKeys: string[]) => unknown;
  /** The get permission (spec section 6): without it nothing is shown but the refusal message. */
  canGet?: boolean;
  /** The update permission: without it the settings are read-only and there is no Save. */
  canUpdate?: boolean;
  /** Where the editor opens; `auto` follows LARGE_SCREEN_QUERY. */
  layout?: SettingsEditorLayout | "auto";
  /** Greatest height of the tree's scrolling area: it is as tall as its open rows up to this, then scrolls. */
  height?: string;
  /** Keys of the groups open at first (all closed by default). */
  defaultExpandedKeys?: readonly string[];
  /**
   * Changes not yet saved at first, by flat key (none by default): marked in the tree and listed by Save as if
   * the user had made them, e.g. a draft the screen kept.
   */
  defaultChanges?: Readonly<SettingsValues>;
  /**
   * Where the schema's texts are translated: an i18n key prefix (`namespace:screen`) under which each node's
   * texts sit by kind and whole node key (`<prefix>.titles.provider.apiKey`, `<prefix>.descriptions.provider`,
   * `<prefix>.options.display.unit.celsius`; see `localizeSchema`). Without it, or for a text not found, the
   * schema's own text shows.
   */
  schemaTexts?: string;
}

/** Title or description with the search's matches marked. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? <Hit key={index}>{part.text}</Hit> : part.text,
      )}
    </>
  );
}

/**
 * The generic settings screen (spec: platform.md "Generic settings screen"): a searchable, virtualized tree
 * drawn from a settings schema. Choosing a setting opens its editor (a drawer on large screens, a dialog
 * otherwise); edits stay local, marked in the tree, until Save shows them in a confirm dialog (old value struck
 * through, new in bold) and `onSave` sends them.
 */
export function SettingsTree({
  title,
  "aria-label": ariaLabel,
  schema,
  values,
  status,
  error,
  onRetry,
  onSave,
  canGet = true,
  canUpdate = true,
  layout = "auto",
  height = "min(560px, 70vh)",
  defaultExpandedKeys,
  defaultChanges,
  schemaTexts,
}: SettingsTreeProps) {
  const { t, i18n } = useTranslation("settings");
  const { locale } = useLocale();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const editorLayout: SettingsEditorLayout = layout === "auto" ? (large ? "drawer" : "dialog") : layout;

  const language = i18n.language;
  const shownSchema = useMemo(
    () =>
      schema && schemaTexts
        ? localizeSchema(schema, (key, fallback) =>
            i18n.t(`${schemaTexts}.${key}`, { lng: language, defaultValue: fallback }),
          )
        : schema,
    [schema, schemaTexts, i18n, language],
  );
  const tree = useMemo(() => buildTree(shownSchema ?? []), [shownSchema]);
  const nodesByKey = useMemo(
    () => new Map([...tree.byId.values()].map((treeNode) => [treeNode.node.key, treeNode.node])),
    [tree],
  );

  const [query, setQuery] = useState("");
  // Typing stays responsive on big schemas: the tree follows the search at React's lower priority.
  const deferredQuery = useDeferredValue(query).trim();
  const search = useMemo(() => searchTree(tree.roots, deferredQuery), [tree, deferredQuery]);

  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(defaultExpandedKeys));
  const [beforeSearch, setBeforeSearch] = useState<Set<Key>>(expanded);
  const [searchedFor, setSearchedFor] = useState("");
  if (deferredQuery !== searchedFor) {
    // A search opens the groups of its matches; clearing it gives back what the user had open.
    setSearchedFor(deferredQuery);
    if (deferredQuery) {
      if (!searchedFor) setBeforeSearch(expanded);
      setExpanded(new Set(search.expanded));
    } else {
      setExpanded(beforeSearch);
    }
  }

  const [pending, setPending] = useState<PendingChanges>(() => new Map(Object.entries(defaultChanges ?? {})));
  // Changes not saved yet are not left without a question (the app's UnsavedChangesGuard asks).
  useUnsavedChanges(() => pending.size > 0);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  const format: FormatContext = useMemo(() => ({ locale, notSet: t("notSet"), on: t("on") }), [locale, t]);
  const currentValue = useCallback(
    (node: SettingsSchemaNode) =>
      pending.has(node.key) ? pending.get(node.key) : readValue(values, node.key),
    [pending, values],
  );

  const label = ariaLabel ?? (typeof title === "string" ? title : t("tree"));
  const loading = status === "fetching" || (status === undefined && schema === undefined);
  const failed = status === "failure";

  if (!canGet) {
    return (
      <Root data-ui="SettingsTree" data-state="unauthorized">
        {title != null && <ScreenHeading>{title}</ScreenHeading>}
        <Notice tone="error">{t("unauthorized")}</Notice>
      </Root>
    );
  }

  const choose = (key: Key) => {
    const treeNode = tree.byId.get(String(key));
    if (!treeNode) return;
    if (isGroup(treeNode.node)) {
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(treeNode.id)) next.add(treeNode.id);
        return next;
      });
    } else {
      setEditing(treeNode.id);
    }
  };

  const renderNode = (item: SettingsTreeNode): ReactNode => {
    const { node } = item;
    const group = isGroup(node);
    const changed = !group && pending.has(node.key);
    const hit = search.matches.has(item.id);
    return (
      <Row
        id={item.id}
        textValue={node.title}
        data-ui="SettingsTreeNode"
        data-key={node.key}
        data-changed={changed || undefined}
        data-match={hit || undefined}
      >
        <TreeItemContent>
          <RowContent>
            {group ? (
              <Chevron slot="chevron">
                <ChevronRight size={16} aria-hidden />
              </Chevron>
            ) : (
              <ChevronSpace />
            )}
            <Texts>
              <NodeTitle $group={group}>
                <Highlighted text={node.title} query={hit ? deferredQuery : ""} />
              </NodeTitle>
              {node.description && (
                <NodeDescription>
                  <Highlighted text={node.description} query={hit ? deferredQuery : ""} />
                </NodeDescription>
              )}
            </Texts>
            {!group && (
              <>
                {node.readonly && (
                  <LockIcon>
                    <Lock size={14} aria-hidden />
                    <VisuallyHidden>{t("readOnly")}</VisuallyHidden>
                  </LockIcon>
                )}
                {/* In the value's own direction: "30 minutes" from the server read "minutes 30" in an Arabic row. */}
                <NodeValue dir="auto" data-ui="SettingsTreeValue">
                  {formatValue(node, currentValue(node), format)}
                </NodeValue>
                {changed && (
                  <ChangedDot data-ui="SettingsTreeChanged">
                    <VisuallyHidden>{t("changed")}</VisuallyHidden>
                  </ChangedDot>
                )}
              </>
            )}
          </RowContent>
        </TreeItemContent>
        {group && (
          <Collection items={item.children} dependencies={[currentValue, pending, search, format]}>
            {renderNode}
          </Collection>
        )}
      </Row>
    );
  };

  const editedNode = editing === null ? undefined : tree.byId.get(editing)?.node;
  const changes = [...pending].map(([key, value]) => ({ key, value, node: nodesByKey.get(key) }));

  const save = async () => {
    setSaveError(undefined);
    const { values: next, changedKeys } = applyChanges(values, pending, nodesByKey);
    try {
      await onSave?.(next, changedKeys);
    } catch (failure) {
      setSaveError(failure instanceof Error ? failure.message : String(failure));
      throw failure;
    }
    setPending(new Map());
  };

  let content: ReactNode;
  if (loading) {
    content = <EmptyState>{t("loading")}</EmptyState>;
  } else if (failed) {
    content = (
      <Notice
        tone="error"
        title={t("loadFailed")}
        action={
          onRetry && (
            <Button variant="outline" onPress={onRetry}>
              {t("retry")}
            </Button>
          )
        }
      >
        {error}
      </Notice>
    );
  } else if (tree.roots.length === 0) {
    content = <EmptyState role="status">{t("empty")}</EmptyState>;
  } else {
    content = (
      <Frame $height={height} onPointerOver={preloadEditor} onFocus={preloadEditor}>
        {/* Rows are laid out by height: only those in view are in the DOM, however many groups are open. */}
        <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT }}>
          <StyledTree
            aria-label={label}
            items={search.roots}
            dependencies={[currentValue, pending, search, format]}
            expandedKeys={expanded}
            onExpandedChange={setExpanded}
            onAction={choose}
            renderEmptyState={() => <EmptyState>{t("noMatches")}</EmptyState>}
          >
            {/* The styled Tree loses react-aria's generic: its items are the SettingsTreeNodes given above. */}
            {(item) => renderNode(item as SettingsTreeNode)}
          </StyledTree>
        </Virtualizer>
      </Frame>
    );
  }

  const ready = !loading && !failed && tree.roots.length > 0;

  return (
    <Root
      data-ui="SettingsTree"
      data-state={loading ? "loading" : failed ? "failure" : ready ? "ready" : "empty"}
      data-layout={editorLayout}
      aria-busy={loading || undefined}
    >
      {title != null && <ScreenHeading>{title}</ScreenHeading>}
      {ready && (
        <Toolbar data-ui="SettingsTreeToolbar">
          <TextField aria-label={t("search")} placeholder={t("search")} value={query} onChange={setQuery} />
          {canUpdate && (
            <Button
              data-ui="SettingsTreeSave"
              onPress={() => {
                // Nothing changed: no confirmation and no call (platform.md "the dialog simply closes").
                if (pending.size === 0) return;
                setSaveError(undefined);
                setConfirming(true);
              }}
            >
              {t("save")}
            </Button>
          )}
          {/* After Save, not before it: the button stays where it was when the first change is kept. */}
          {pending.size > 0 && <ChangeCount>{t("changes", { count: pending.size })}</ChangeCount>}
        </Toolbar>
      )}
      <LoadingBar isLoading={loading} aria-label={t("loading")} />
      {content}
      {editedNode && (
        <Suspense>
          <SettingEditor
            key={editing}
            node={editedNode}
            value={currentValue(editedNode)}
            layout={editorLayout}
            isRefused={!canUpdate}
            onClose={() => setEditing(null)}
            onKeep={(value) => setPending((current) => withChange(current, values, editedNode, value))}
          />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("confirmTitle")}
        confirmLabel={t("save")}
        onConfirm={changes.length === 0 ? undefined : save}
        message={
          <div data-ui="SettingsTreeChanges">
            {saveError !== undefined && (
              <Notice tone="error" title={t("saveFailed")}>
                {saveError}
              </Notice>
            )}
            {changes.length > 0 && (
              <>
                <p>{t("confirmIntro")}</p>
                <ChangeList>
                  {changes.map(({ key, value, node }) => (
                    <Change key={key} data-key={key}>
                      <ChangeTitle>{node?.title ?? key}</ChangeTitle>
                      <ChangeValues>
                        <del dir="auto">
                          <VisuallyHidden>{t("before")} </VisuallyHidden>
                          {node
                            ? formatValue(node, readValue(values, key), format)
                            : String(readValue(values, key))}
                        </del>
                        <ArrowRight size={14} aria-hidden />
                        <strong dir="auto">
                          <VisuallyHidden>{t("after")} </VisuallyHidden>
                          {node ? formatValue(node, value, format) : String(value)}
                        </strong>
                      </ChangeValues>
                    </Change>
                  ))}
                </ChangeList>
              </>
            )}
          </div>
        }
      />
    </Root>
  );
}
