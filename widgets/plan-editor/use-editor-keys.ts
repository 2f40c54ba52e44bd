import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { type Command, commandAction } from './commands';
import type { EditorAction, EditorState } from './editor-state';
import { shortcutFor } from './keyboard';

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/**
 * Keyboard handling while the editor is open: the shortcuts of `keyboard.ts` wherever the focus is
 * (also on the page body after a file dialog) except while typing in a field or in a dialog of the
 * editor (those stop the event), and the space bar held over the canvas for panning.
 */
export function useEditorKeys(options: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  grid: number;
  zoom: { in: () => void; out: () => void; fit: () => void; reset: () => void };
  save: () => void;
  cancelGesture: () => void;
}) {
  const [spaceHeld, setSpaceHeld] = useState(false);
  const { state, dispatch, grid, zoom, save, cancelGesture } = options;

  const run = useCallback(
    (command: Command) => {
      const action = commandAction(state, command);
      if (action) dispatch(action);
    },
    [state, dispatch],
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || typing(e.target)) return;
    if (e.key === ' ' && (e.target as HTMLElement).dataset.canvas !== undefined) {
      e.preventDefault();
      setSpaceHeld(true);
      return;
    }
    const shortcut = shortcutFor(e, grid);
    if (!shortcut) return;
    e.preventDefault();
    switch (shortcut.kind) {
      case 'command':
        return run(shortcut.command);
      case 'tool': {
        const t = shortcut.tool;
        return dispatch({
          type: 'tool',
          tool: t === 'select' || t === 'hand' ? { kind: t } : { kind: 'create', create: t },
        });
      }
      case 'zoom':
        return zoom[shortcut.zoom]();
      case 'save':
        return save();
      case 'toggleSnap':
        return dispatch({ type: 'snap', snap: !state.snap });
      case 'escape':
        cancelGesture();
        if (state.tool.kind !== 'select') return dispatch({ type: 'tool', tool: { kind: 'select' } });
        return run({ kind: 'deselect' });
    }
  };

  const latest = useRef(onKeyDown);
  latest.current = onKeyDown;
  useEffect(() => {
    const down = (e: KeyboardEvent) => latest.current(e);
    const up = (e: KeyboardEvent) => e.key === ' ' && setSpaceHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, []);

  return { spaceHeld, run };
}
