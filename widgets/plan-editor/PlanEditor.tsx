import { useCallback, useMemo, useReducer, useRef } from 'react';
import { createElement, defaultSizes, type PaletteKind } from '../../src/domain/plan/factory';
import { boundsOfElements, boundsOfPoints } from '../../src/domain/plan/geometry';
import {
  addElements,
  moveElements,
  placeElement,
  renameArea,
  setLineEnd,
  updateElement,
} from '../../src/domain/plan/operations';
import type { PlanConfig } from '../../src/domain/plan/schema';
import { validatePlan } from '../../src/domain/plan/validation';
import { ToastList, ToastProvider, useToast } from '../shared/Toasts';
import { PlanCanvas } from './canvas/PlanCanvas';
import { editorReducer, initialState, isDirty, orderedAreas, type PlanMeta } from './editor-state';
import { Header } from './Header';
import { ImagePicker, type ImagePickerHandle } from './ImagePicker';
import { AreaTabs } from './panels/AreaTabs';
import { CheckDialog } from './panels/CheckDialog';
import { ElementList } from './panels/ElementList';
import { Palette } from './panels/Palette';
import { MultiSelection, PlanSummary } from './panels/PlanSummary';
import { PropertiesPanel } from './panels/PropertiesPanel';
import { Toolbar, ZoomControls } from './panels/Toolbar';
import { geometryText, selectionText } from './selection-text';
import type { ToolEffect } from './tools';
import { useEditorKeys } from './use-editor-keys';
import { usePlanActions } from './use-plan-actions';
import { useView } from './use-view';

type EditorProps = { plan: PlanConfig; meta: PlanMeta; onClose: (dirty: boolean) => void };

/** The table-plan editor: palette, canvas, toolbar and properties around one plan in a reducer. */
export function PlanEditor(props: EditorProps) {
  return (
    <ToastProvider placed>
      <Editor {...props} />
    </ToastProvider>
  );
}

function Editor(props: EditorProps) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialState(props.plan, props.meta));
  const plan = state.history.present;
  const { area, selection } = state;
  const elements = plan.areas[area]?.elements ?? [];
  const show = useToast();
  const actions = usePlanActions(state, dispatch, show);
  const canvasBox = useRef<HTMLDivElement>(null);
  const cancelGesture = useRef<(() => void) | null>(null);
  const images = useRef<ImagePickerHandle>(null);

  const content = useCallback(() => {
    const board = { x: 0, y: 0, width: plan.settings.canvasWidth, height: plan.settings.canvasHeight };
    const drawn = boundsOfElements(elements);
    return drawn
      ? boundsOfPoints([
          board,
          { x: board.width, y: board.height },
          drawn,
          { x: drawn.x + drawn.width, y: drawn.y + drawn.height },
        ])
      : board;
  }, [plan.settings, elements]);
  const view = useView(canvasBox, content);

  const keys = useEditorKeys({
    state,
    dispatch,
    grid: plan.settings.gridSize,
    zoom: { in: view.zoomIn, out: view.zoomOut, fit: view.fit, reset: view.zoomReset },
    save: actions.save,
    cancelGesture: () => cancelGesture.current?.(),
  });

  const validation = useMemo(() => validatePlan(plan), [plan]);

  const add = (
    kind: PaletteKind,
    at?: { x: number; y: number },
    size?: { width: number; height: number },
    src?: string,
  ) => {
    const centre = {
      x: (view.size.width / 2 - view.view.x) / view.view.scale,
      y: (view.size.height / 2 - view.view.y) / view.view.scale,
    };
    const point = at ?? { x: centre.x - (size?.width ?? 80) / 2, y: centre.y - (size?.height ?? 60) / 2 };
    const element = createElement(plan, kind, { at: point, size, snapToGrid: state.snap, src });
    const added = addElements(plan, area, [element]);
    dispatch({ type: 'change', plan: added.plan, selection: added.indices });
    dispatch({ type: 'tool', tool: { kind: 'select' } });
  };

  const onEffects = (effects: ToolEffect[]) => {
    for (const effect of effects) {
      if (effect.type === 'select') dispatch({ type: 'select', selection: effect.selection });
      if (effect.type === 'pan') view.pan(effect.dx, effect.dy);
      if (effect.type === 'move')
        dispatch({ type: 'change', plan: moveElements(plan, area, effect.indices, effect.dx, effect.dy) });
      if (effect.type === 'line-end')
        dispatch({ type: 'change', plan: setLineEnd(plan, area, effect.index, effect.end, effect.point) });
      if (effect.type === 'create') {
        // A click places the element centred on the pointer; a drag gives its corner and size.
        const d = defaultSizes[effect.create];
        const at = effect.size ? effect.at : { x: effect.at.x - d.width / 2, y: effect.at.y - d.height / 2 };
        add(
          effect.create,
          effect.create === 'line' && !effect.size ? { x: effect.at.x - d.width / 2, y: effect.at.y } : at,
          effect.size,
        );
      }
    }
  };

  const single = selection.length === 1 ? elements[selection[0] ?? -1] : undefined;
  const problems =
    single?.type === 'table' ? validation.errors.filter((m) => new RegExp(`Tisch ${single.id}\\b`).test(m)) : [];
  const announce = selectionText(selection.flatMap((i) => elements[i] ?? []));

  return (
    <div className="pe-editor">
      <Header
        meta={state.meta}
        dirty={isDirty(state)}
        busy={actions.busy}
        errorCount={validation.errors.length}
        onImport={actions.importFile}
        onExport={actions.exportFile}
        onSave={actions.save}
        onValidate={actions.validate}
        onDeploy={actions.startDeploy}
        onClose={() => props.onClose(isDirty(state))}
      />
      <Palette
        tool={state.tool}
        onArm={(kind) => dispatch({ type: 'tool', tool: { kind: 'create', create: kind } })}
        onInsert={(kind) => (kind === 'image' ? images.current?.pick('add') : add(kind))}
      />
      <main className="pe-stage-wrap">
        <div className="pe-stage-top">
          <AreaTabs
            plan={plan}
            areas={orderedAreas(plan)}
            area={area}
            onArea={(a) => dispatch({ type: 'area', area: a })}
          />
          <Toolbar
            tool={state.tool}
            snap={state.snap}
            canUndo={state.history.past.length > 0}
            canRedo={state.history.future.length > 0}
            hasSelection={selection.length > 0}
            onTool={(tool) => dispatch({ type: 'tool', tool })}
            onCommand={keys.run}
            onSnap={(snap) => dispatch({ type: 'snap', snap })}
          />
        </div>
        <div
          ref={canvasBox}
          className="pe-canvas"
          data-canvas=""
          // Where the plan sits on screen (zoom, offset), for end-to-end tests that point at plan coordinates.
          data-view={`${view.view.scale} ${view.view.x} ${view.view.y}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes keyboard shortcuts when focused
          tabIndex={0}
          role="application"
          aria-roledescription="Zeichenfläche"
          aria-label={`Zeichenfläche ${plan.areas[area]?.name ?? area}: ${elements.length} Elemente. ${announce}. Pfeiltasten verschieben, Entf löscht.`}
        >
          <PlanCanvas
            plan={plan}
            area={area}
            selection={selection}
            tool={state.tool}
            snap={state.snap}
            size={view.size}
            view={view.view}
            spaceHeld={keys.spaceHeld}
            onEffects={onEffects}
            onPlace={(list) =>
              dispatch({
                type: 'change',
                plan: list.reduce((p, { index, placement }) => placeElement(p, area, index, placement), plan),
              })
            }
            onWheelZoom={view.zoomBy}
            cancelRef={cancelGesture}
          />
          <ZoomControls
            scale={view.view.scale}
            onIn={view.zoomIn}
            onOut={view.zoomOut}
            onFit={view.fit}
            onReset={view.zoomReset}
          />
          <div className="pe-statusline" aria-hidden="true">
            {state.tool.kind === 'create'
              ? 'Klicken zum Setzen, Ziehen zum Aufziehen · Esc bricht ab'
              : [announce, geometryText(single)].filter(Boolean).join(' · ')}
          </div>
        </div>
      </main>
      <aside className="pe-inspector" aria-label="Eigenschaften">
        {single ? (
          <PropertiesPanel
            element={single}
            problems={problems}
            onPatch={(field, value) =>
              dispatch({
                type: 'change',
                plan: updateElement(plan, area, selection[0] ?? -1, { [field]: value }),
                key: `${area}:${selection[0]}:${field}`,
              })
            }
            onReplaceImage={() => images.current?.pick('replace')}
          />
        ) : selection.length > 1 ? (
          <MultiSelection
            count={selection.length}
            onDuplicate={() => keys.run({ kind: 'duplicate' })}
            onDelete={() => keys.run({ kind: 'delete' })}
          />
        ) : (
          <PlanSummary
            plan={plan}
            area={area}
            validation={validation}
            onRename={(name) => dispatch({ type: 'change', plan: renameArea(plan, area, name), key: `${area}:name` })}
          />
        )}
        <ElementList
          elements={elements}
          selection={selection}
          areaName={plan.areas[area]?.name ?? area}
          onSelect={(i, add) =>
            dispatch({
              type: 'select',
              selection: add ? (selection.includes(i) ? selection.filter((s) => s !== i) : [...selection, i]) : [i],
            })
          }
        />
      </aside>
      <ImagePicker
        ref={images}
        onError={(text) => show('error', text)}
        onImage={(mode, image) => {
          if (mode === 'replace' && single?.type === 'image') {
            dispatch({ type: 'change', plan: updateElement(plan, area, selection[0] ?? -1, { src: image.dataUrl }) });
          } else {
            const side = Math.max(image.width, image.height);
            const k = Math.min(1, 200 / side);
            add(
              'image',
              undefined,
              { width: Math.max(20, Math.round(image.width * k)), height: Math.max(20, Math.round(image.height * k)) },
              image.dataUrl,
            );
          }
        }}
      />
      {actions.check && (
        <CheckDialog
          mode={actions.check.mode}
          check={actions.check.check}
          busy={actions.busy === 'deploy'}
          onCancel={actions.closeCheck}
          onDeploy={actions.deploy}
        />
      )}
      <ToastList />
    </div>
  );
}
