import { describe, expect, it } from 'vitest';
import { type KeyInput, shortcutFor } from './keyboard';

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('undo with Ctrl+Z, redo with Ctrl+Shift+Z or Ctrl+Y (Cmd on a Mac)', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }), 20)).toEqual({ kind: 'command', command: { kind: 'undo' } });
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }), 20)).toEqual({
      kind: 'command',
      command: { kind: 'redo' },
    });
    expect(shortcutFor(key('y', { metaKey: true }), 20)).toEqual({ kind: 'command', command: { kind: 'redo' } });
  });

  it('nudges by 1 px, by a grid step with Shift, and resizes with Alt', () => {
    expect(shortcutFor(key('ArrowLeft'), 20)).toEqual({ kind: 'command', command: { kind: 'nudge', dx: -1, dy: 0 } });
    expect(shortcutFor(key('ArrowDown', { shiftKey: true }), 20)).toEqual({
      kind: 'command',
      command: { kind: 'nudge', dx: 0, dy: 20 },
    });
    expect(shortcutFor(key('ArrowRight', { altKey: true, shiftKey: true }), 20)).toEqual({
      kind: 'command',
      command: { kind: 'resize', dw: 20, dh: 0 },
    });
  });

  it('deletes, duplicates, rotates, selects all, zooms and picks tools', () => {
    expect(shortcutFor(key('Delete'), 20)).toMatchObject({ command: { kind: 'delete' } });
    expect(shortcutFor(key('Backspace'), 20)).toMatchObject({ command: { kind: 'delete' } });
    expect(shortcutFor(key('d', { ctrlKey: true }), 20)).toMatchObject({ command: { kind: 'duplicate' } });
    expect(shortcutFor(key(']'), 20)).toMatchObject({ command: { kind: 'rotate', degrees: 15 } });
    expect(shortcutFor(key('a', { ctrlKey: true }), 20)).toMatchObject({ command: { kind: 'selectAll' } });
    expect(shortcutFor(key('0'), 20)).toEqual({ kind: 'zoom', zoom: 'fit' });
    expect(shortcutFor(key('o'), 20)).toEqual({ kind: 'tool', tool: 'table-round' });
    expect(shortcutFor(key('s', { ctrlKey: true }), 20)).toEqual({ kind: 'save' });
    expect(shortcutFor(key('p'), 20)).toBeUndefined();
  });
});
