// One file open in the editor: the canvas (or the preview, or the JSON pane alone for files that
// are not dashboards), the palette, the property panel, live validation, undo and redo, drafts,
// saving with a change summary, conflicts and the history.
import type { Diagnostic } from '@voz/validation';
import type { Widget } from '@voz/schema';
import { Tabs, panelProps } from '@voz/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useStore } from 'zustand';
import type { Bundle, FileKind, FileText } from '../api/authoring.js';
import { handleAuthError, useApi, useLoad } from '../api/useApi.js';
import { useAnnouncer } from '../announcer.js';
import { Canvas } from '../canvas/Canvas.js';
import type { Geometry } from '../model/adapter.js';
import { JsonPane } from '../json/JsonPane.js';
import { clearDraft, readDraft, writeDraft, CLIPBOARD_KEY, type Draft } from '../model/drafts.js';
import { addWidgets, homeOf, ownIds, removeWidgets, setGeometries, type LayoutDocument } from '../model/ops.js';
import { paneHasSyntaxError, redo, undo, useDoc } from '../model/store.js';
import { useValidation } from '../model/useValidation.js';
import { canonicalText } from '../model/text.js';
import { DEFAULT_SIMULATION, resolveOpen, workspaceOf, type Simulation, type Workspace } from '../model/workspace.js';
import { Palette } from '../panels/Palette.js';
import { PropertyPanel } from '../panels/PropertyPanel.js';
import { Preview } from '../preview/Preview.js';
import { SimulationBar } from '../preview/SimulationBar.js';
import { HistoryPanel } from '../history/HistoryPanel.js';
import { SaveDialog } from '../save/SaveDialog.js';
import { problemsByCard } from '../model/badges.js';
import { navigate } from '../router.js';
import { Header } from './Header.js';
import { formatInstant } from '../model/instant.js';
import { t as text, useLanguage, useT } from '../i18n.js';

interface Loaded {
  bundle: Bundle;
  /** The file on the server; undefined for a new dashboard not created yet. */
  file: FileText | undefined;
  kind: FileKind;
  draft: Draft | undefined;
}

function kindOfPath(path: string): FileKind {
  if (path === 'tenant.json') return 'tenant';
  if (path === 'metadata.json') return 'metadata';
  if (path === 'indicators.json') return 'indicators';
  return path.startsWith('fragments/') ? 'fragment' : 'dashboard';
}

export function EditorPage({ tenant, path }: { tenant: string; path: string }): ReactElement {
  const t = useT();
  const api = useApi();
  const [loaded, reload] = useLoad<Loaded>(async () => {
    const bundle = await api.bundle(tenant);
    const file = bundle.files.find((f) => f.path === path);
    const draft = readDraft(tenant, path);
    if (!file && !draft) throw new Error(text('editor.page.notFound', { path, tenant }));
    return { bundle, file, kind: file?.kind ?? kindOfPath(path), draft };
  }, [api, tenant, path]);

  if (loaded.state === 'loading')
    return (
      <div className="flex min-h-screen flex-col">
        <Header />
        <p className="p-6 text-slate-600" role="status">
          {t('editor.page.opening', { file: `${tenant}/${path}` })}
        </p>
      </div>
    );
  if (loaded.state === 'error')
    return (
      <div className="flex min-h-screen flex-col">
        <Header />
        <div className="p-6" role="alert">
          <p className="text-red-700">{loaded.message}</p>
          <button type="button" className="mt-2 rounded border px-2 py-1" onClick={reload}>
            {t('editor.app.retry')}
          </button>
        </div>
      </div>
    );
  return <Editor tenant={tenant} path={path} loaded={loaded.value} onReload={reload} />;
}

type Tab = 'properties' | 'json' | 'history';

const VIEW_TABS = ['design', 'preview'] as const;

const PANEL_TABS = ['properties', 'json', 'history'] as const satisfies readonly Tab[];

function Editor({
  tenant,
  path,
  loaded,
  onReload,
}: {
  tenant: string;
  path: string;
  loaded: Loaded;
  onReload: () => void;
}): ReactElement {
  const t = useT();
  // Why a widget is hidden is worded in it (resolveOpen).
  const language = useLanguage();
  const api = useApi();
  const ws: Workspace = useMemo(() => workspaceOf(tenant, loaded.bundle), [tenant, loaded.bundle]);
  const isLayout = loaded.kind === 'dashboard' || loaded.kind === 'fragment';
  const [offerDraft, setOfferDraft] = useState<Draft | undefined>(undefined);
  const [sim, setSim] = useState<Simulation>(DEFAULT_SIMULATION);
  const [view, setView] = useState<'design' | 'preview'>('design');
  const [tab, setTab] = useState<Tab>(isLayout ? 'properties' : 'json');
  // Hidden widgets: left out of the canvas by default (widgets of other moments may share cells),
  // shown greyed with the reason in the preview.
  const [hiddenOnCanvas, setHiddenOnCanvas] = useState(false);
  const [hiddenInPreview, setHiddenInPreview] = useState(true);
  const showHidden = view === 'design' ? hiddenOnCanvas : hiddenInPreview;
  const setShowHidden = view === 'design' ? setHiddenOnCanvas : setHiddenInPreview;
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // Open the file (or the new dashboard's draft); offer a newer draft back.
  useEffect(() => {
    const serverText = loaded.file?.text;
    if (serverText === undefined) {
      const draft = loaded.draft as Draft;
      useDoc.getState().open({ tenant, path, kind: loaded.kind, baseVersion: '', savedText: '' }, draft.doc);
      return;
    }
    useDoc
      .getState()
      .open(
        { tenant, path, kind: loaded.kind, baseVersion: loaded.file!.version, savedText: serverText },
        JSON.parse(serverText) as unknown,
      );
    const draft = loaded.draft;
    if (draft && canonicalText(draft.doc, loaded.kind) !== serverText) setOfferDraft(draft);
    else if (draft) clearDraft(tenant, path);
  }, [loaded, tenant, path]);

  const doc = useDoc((s) => s.doc);
  const file = useDoc((s) => s.file);
  const selection = useDoc((s) => s.selection);
  const typedState = useDoc((s) => s.paneText);
  const ready = file !== null && file.tenant === tenant && file.path === path;
  // What was typed in the JSON pane for this very document (else the pane shows its canonical text).
  const typed = typedState && typedState.of === doc ? typedState.text : null;
  const syntaxError = useMemo(() => paneHasSyntaxError({ doc, file, paneText: typedState }), [doc, file, typedState]);
  // The canvas follows each edit at once; the document's canonical text and its validation with
  // the tenant folder come from a worker right after (model/validation.worker.ts), so an edit
  // never waits for them (~5 ms each on a 60-widget dashboard).
  const validation = useValidation(ws, path, loaded.kind, doc, typed, ready);
  // Until the worker's first answer, the text is computed here once (the pane must never start empty).
  const paneText = validation.text !== '' ? validation.text : ready ? (typed ?? canonicalText(doc, loaded.kind)) : '';
  const pending = validation.pending;
  const canUndo = useStore(useDoc.temporal, (s) => s.pastStates.length > 0);
  const canRedo = useStore(useDoc.temporal, (s) => s.futureStates.length > 0);

  const dirty = ready && (file.baseVersion === '' || (paneText !== '' && paneText !== file.savedText));

  // Every edit is kept as a draft in the browser until it is saved.
  useEffect(() => {
    if (!ready || offerDraft || pending) return;
    const timer = setTimeout(() => {
      if (!dirty) clearDraft(tenant, path);
      else writeDraft(tenant, path, { baseVersion: file.baseVersion === '' ? null : file.baseVersion, doc });
    }, 200);
    return () => clearTimeout(timer);
  }, [doc, dirty, pending, ready, file, offerDraft, tenant, path]);

  const diagnostics: Diagnostic[] = validation.diagnostics;
  const errors = useMemo(() => diagnostics.filter((d) => d.severity === 'error'), [diagnostics]);
  const resolved = useMemo(
    () => (ready && isLayout && !syntaxError ? resolveOpen(ws, path, doc, sim, language) : undefined),
    [ready, isLayout, syntaxError, ws, path, doc, sim, language],
  );
  // Counted on the card each problem's file and pointer lead to (fragments included with a prefix too).
  const errorsByWidget = useMemo(
    () => problemsByCard(errors, resolved, path, tenant),
    [errors, resolved, path, tenant],
  );

  const onGeometry = useCallback(
    (changes: Map<string, Geometry>) => {
      if (!resolved) return;
      const items = resolved.widgets.filter((w) => changes.has(w.widget.id));
      useDoc.getState().edit(setGeometries(useDoc.getState().doc as LayoutDocument, items, changes));
    },
    [resolved],
  );

  const selectedItems = useMemo(
    () => (resolved ? resolved.widgets.filter((w) => selection.includes(w.widget.id)) : []),
    [resolved, selection],
  );

  const copySelection = (): void => {
    const current = useDoc.getState().doc as LayoutDocument;
    const widgets = selectedItems
      .map((item) =>
        homeOf(current, item)?.kind === 'own' ? item.widget : { ...item.widget, position: item.position },
      )
      .map((w) => ({ ...w, position: w.position }));
    if (widgets.length === 0) return;
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify({ from: `${tenant}/${path}`, widgets }));
    setNotice(t('editor.page.copied', { count: widgets.length }));
    useAnnouncer.getState().announce(t('editor.announce.copied', { count: widgets.length }));
  };

  const pasteWidgetsRef = useRef<(widgets: Widget[], label: string) => void>(() => undefined);
  const pasteWidgets = (widgets: Widget[], label: string): void => {
    if (!resolved) return;
    const current = useDoc.getState().doc as LayoutDocument;
    const taken = new Set([...ownIds(current), ...resolved.widgets.map((w) => w.widget.id)]);
    const result = addWidgets(current, widgets, resolved.widgets, taken);
    useDoc.getState().edit(result.doc);
    useDoc.getState().select(result.ids);
    useAnnouncer.getState().announce(`${label}: ${result.ids.join(', ')}`);
  };

  const addFromPalette = useCallback(
    (widget: Widget) => pasteWidgetsRef.current([widget], text('editor.announce.added')),
    [],
  );

  pasteWidgetsRef.current = pasteWidgets;

  const paste = (): void => {
    try {
      const raw = localStorage.getItem(CLIPBOARD_KEY);
      if (!raw) return setNotice(t('editor.page.nothingCopied'));
      const { widgets } = JSON.parse(raw) as { widgets: Widget[] };
      pasteWidgets(widgets, t('editor.announce.pasted'));
    } catch {
      setNotice(t('editor.page.unreadableCopy'));
    }
  };

  const duplicate = (): void => {
    pasteWidgets(
      selectedItems.map((item) => ({ ...item.widget, position: item.position })),
      t('editor.announce.duplicated'),
    );
  };

  const deleteSelection = (): void => {
    const current = useDoc.getState().doc as LayoutDocument;
    const own = selectedItems.filter((item) => homeOf(current, item)?.kind === 'own');
    const fromFragments = selectedItems.length - own.length;
    if (own.length > 0) {
      useDoc.getState().edit(removeWidgets(current, new Set(own.map((i) => i.widget.id))));
      useDoc.getState().select([]);
      useAnnouncer.getState().announce(t('editor.announce.deleted', { ids: own.map((i) => i.widget.id).join(', ') }));
    }
    if (fromFragments > 0) setNotice(t('editor.page.fragmentWidgets'));
  };

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo, except in text fields, which keep their own.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent): void => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], .cm-editor')) return;
      const mod = event.ctrlKey || event.metaKey;
      if (!mod) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      } else if (key === 's') {
        event.preventDefault();
        if (errors.length === 0 && !syntaxError && dirty) setSaving(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [errors.length, syntaxError, dirty]);

  const keyCommand = (command: 'delete' | 'copy' | 'paste' | 'duplicate' | 'escape', event: KeyboardEvent): void => {
    event.preventDefault();
    if (command === 'delete') deleteSelection();
    else if (command === 'copy') copySelection();
    else if (command === 'paste') paste();
    else if (command === 'duplicate') duplicate();
    else useDoc.getState().select([]);
  };
  // Stable for the memoized canvas: it is drawn again only when what it shows changes.
  const keyCommandRef = useRef(keyCommand);
  keyCommandRef.current = keyCommand;
  const onKeyCommand = useCallback(
    (command: 'delete' | 'copy' | 'paste' | 'duplicate' | 'escape', event: KeyboardEvent) =>
      keyCommandRef.current(command, event),
    [],
  );
  const selectIds = useCallback((ids: string[]) => useDoc.getState().select(ids), []);

  const blockReason = syntaxError
    ? t('editor.page.blockedSyntax')
    : pending
      ? t('editor.page.blockedPending')
      : errors.length > 0
        ? t('editor.page.blockedErrors', { count: errors.length })
        : !dirty
          ? t('editor.page.blockedClean')
          : null;
  const viewTabs = VIEW_TABS.map((id) => ({ id, label: t(`editor.page.view.${id}`) }));
  const panelTabs = PANEL_TABS.map((id) => ({ id, label: t(`editor.page.panel.${id}`) }));

  if (!ready) return <div className="min-h-screen" />;
  return (
    <div className="flex h-screen flex-col" data-editor data-dirty={dirty ? 'true' : 'false'}>
      <Header>
        <nav aria-label={t('editor.page.path')} className="truncate text-sm text-slate-600">
          <a
            href={`/editor/t/${tenant}`}
            className="hover:underline"
            onClick={(e) => {
              e.preventDefault();
              navigate({ page: 'home', tenant });
            }}
          >
            {tenant}
          </a>{' '}
          /{' '}
          <span className="font-medium text-slate-900" data-open-file={path}>
            {path}
          </span>
          {dirty && (
            <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-800">{t('editor.page.unsaved')}</span>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1" role="toolbar" aria-label={t('editor.page.actions')}>
          <button
            type="button"
            className="toolbar-btn rounded border border-slate-300 px-2 py-1 text-sm disabled:opacity-40"
            onClick={undo}
            disabled={!canUndo}
            aria-keyshortcuts="Control+Z"
          >
            {t('editor.page.undo')}
          </button>
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-1 text-sm disabled:opacity-40"
            onClick={redo}
            disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z"
          >
            {t('editor.page.redo')}
          </button>
          <button
            type="button"
            className="rounded bg-sky-700 px-3 py-1 text-sm font-medium text-white disabled:opacity-40"
            disabled={blockReason !== null}
            title={blockReason ?? t('editor.page.saveShortcut')}
            aria-describedby={blockReason ? 'save-blocked' : undefined}
            onClick={() => setSaving(true)}
          >
            {t('editor.page.save')}
          </button>
          {blockReason && dirty && (
            <span id="save-blocked" className="sr-only">
              {blockReason}
            </span>
          )}
        </div>
      </Header>
      {offerDraft && (
        <div
          role="alert"
          className="flex items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm"
          data-draft-offer
        >
          <span>
            {t('editor.page.draftOffer', { at: formatInstant(offerDraft.savedAt) })}
            {offerDraft.baseVersion !== file.baseVersion && ` ${t('editor.page.draftStale')}`}
          </span>
          <button
            type="button"
            className="rounded bg-amber-600 px-2 py-1 font-medium text-white"
            onClick={() => {
              useDoc.getState().edit(offerDraft.doc);
              setOfferDraft(undefined);
            }}
          >
            {t('editor.page.restoreDraft')}
          </button>
          <button
            type="button"
            className="rounded border border-amber-600 px-2 py-1"
            onClick={() => {
              clearDraft(tenant, path);
              setOfferDraft(undefined);
            }}
          >
            {t('editor.page.discardDraft')}
          </button>
        </div>
      )}
      {notice && (
        <div
          role="status"
          className="flex items-center justify-between border-b border-slate-200 bg-sky-50 px-4 py-1 text-sm"
        >
          {notice}
          <button type="button" aria-label={t('editor.app.closeNotice')} onClick={() => setNotice(null)}>
            ×
          </button>
        </div>
      )}
      <div className="flex min-h-0 flex-1">
        {isLayout && (
          <aside
            className="w-56 shrink-0 overflow-y-auto border-r border-slate-200 bg-white"
            aria-label={t('editor.page.palette')}
          >
            <Palette onAdd={addFromPalette} />
          </aside>
        )}
        <main className="flex min-w-0 flex-1 flex-col">
          {isLayout && (
            <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-1.5 text-sm">
              <Tabs
                label={t('editor.page.viewLabel')}
                idPrefix="vista"
                items={viewTabs}
                selected={view}
                onSelect={setView}
              />
              <label className="flex items-center gap-1">
                <input type="checkbox" checked={showHidden} onChange={(e) => setShowHidden(e.target.checked)} />
                {t('editor.page.showHidden')}
              </label>
              <SimulationBar
                ws={ws}
                sim={sim}
                onChange={setSim}
                dashboardKey={loaded.kind === 'dashboard' ? path.replace(/\.json$/, '') : undefined}
              />
            </div>
          )}
          <div {...(isLayout ? panelProps('vista', view) : {})} className="min-h-0 flex-1 overflow-auto p-3">
            {isLayout && syntaxError && (
              <p role="alert" className="mb-2 rounded bg-red-50 p-2 text-sm text-red-800">
                {t('editor.page.paneInvalid')}
              </p>
            )}
            {isLayout && !resolved && !syntaxError && (
              <p role="alert" className="text-sm text-red-700">
                {t('editor.page.cannotDraw')}
              </p>
            )}
            {isLayout && resolved && view === 'design' && (
              <Canvas
                resolved={resolved}
                showHidden={showHidden}
                selection={selection}
                errors={errorsByWidget}
                onSelect={selectIds}
                onGeometry={onGeometry}
                onKeyCommand={onKeyCommand}
              />
            )}
            {isLayout && resolved && view === 'preview' && (
              <Preview ws={ws} resolved={resolved} sim={sim} showHidden={showHidden} />
            )}
            {!isLayout && (
              <div className="h-full">
                <JsonPane
                  text={paneText}
                  diagnostics={diagnostics}
                  onChange={(text) => useDoc.getState().typeText(text)}
                />
              </div>
            )}
          </div>
          <Diagnostics
            path={path}
            pending={pending}
            diagnostics={diagnostics}
            onPick={(d) => d.widgetId && useDoc.getState().select([d.widgetId])}
          />
        </main>
        {isLayout && (
          <aside className="flex w-[26rem] shrink-0 flex-col border-l border-slate-200 bg-white">
            <Tabs
              label={t('editor.page.panelsLabel')}
              idPrefix="paneles"
              variant="underline"
              items={panelTabs}
              selected={tab}
              onSelect={setTab}
            />
            <div {...panelProps('paneles', tab)} className="min-h-0 flex-1 overflow-auto">
              {tab === 'properties' && resolved && (
                <PropertyPanel ws={ws} tenant={tenant} items={selectedItems} diagnostics={diagnostics} />
              )}
              {tab === 'json' && (
                <div className="h-full">
                  <JsonPane
                    text={paneText}
                    diagnostics={diagnostics}
                    onChange={(text) => useDoc.getState().typeText(text)}
                  />
                </div>
              )}
              {tab === 'history' && (
                <HistoryPanel tenant={tenant} path={path} currentVersion={file.baseVersion} onRestored={onReload} />
              )}
            </div>
          </aside>
        )}
        {!isLayout && (
          <aside className="w-[24rem] shrink-0 overflow-auto border-l border-slate-200 bg-white">
            <h2 className="px-3 pt-2 text-sm font-semibold">{t('editor.page.panel.history')}</h2>
            <HistoryPanel tenant={tenant} path={path} currentVersion={file.baseVersion} onRestored={onReload} />
          </aside>
        )}
      </div>
      <Announcer />
      {saving && (
        <SaveDialog
          tenant={tenant}
          path={path}
          api={api}
          onClose={() => setSaving(false)}
          onSaved={(message) => {
            setSaving(false);
            setNotice(message);
          }}
          onReload={() => {
            setSaving(false);
            clearDraft(tenant, path);
            onReload();
          }}
          onAuthError={handleAuthError}
        />
      )}
    </div>
  );
}

function Announcer(): ReactElement {
  const message = useAnnouncer((s) => s.message);
  const serial = useAnnouncer((s) => s.serial);
  return (
    <div aria-live="polite" role="status" className="sr-only" data-announcer data-serial={serial}>
      {message}
    </div>
  );
}

function Diagnostics({
  path,
  pending,
  diagnostics,
  onPick,
}: {
  path: string;
  /** Whether the last edit is still being validated. */
  pending: boolean;
  diagnostics: Diagnostic[];
  onPick: (d: Diagnostic) => void;
}): ReactElement {
  const t = useT();
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return (
    <section
      aria-label={t('editor.diagnostics.label')}
      className="max-h-40 shrink-0 overflow-auto border-t border-slate-200 bg-white text-sm"
      data-diagnostics
      data-errors={errors}
      data-warnings={warnings}
      data-pending={pending ? 'true' : 'false'}
      aria-busy={pending}
    >
      <h2 className="sticky top-0 bg-white px-3 py-1 font-medium">
        {errors === 0 && warnings === 0
          ? t('editor.diagnostics.none')
          : `${t('editor.diagnostics.errors', { count: errors })}, ${t('editor.diagnostics.warnings', { count: warnings })}`}
      </h2>
      <ul>
        {diagnostics.map((d, i) => (
          <li key={`${d.ruleId}${d.pointer}${i}`}>
            <button type="button" className="w-full px-3 py-0.5 text-left hover:bg-slate-50" onClick={() => onPick(d)}>
              <span className={d.severity === 'error' ? 'text-red-700' : 'text-amber-700'}>
                {d.severity === 'error' ? t('editor.diagnostics.error') : t('editor.diagnostics.warning')}
              </span>{' '}
              <span className="text-slate-600">
                {d.file !== path ? `${d.file} ` : ''}
                {d.line}:{d.column} {d.widgetId ? `· ${d.widgetId}` : ''}
              </span>{' '}
              {d.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
