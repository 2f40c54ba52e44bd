import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobSha, editTracker, keystaticRoute, validUpdate } from './keystatic-edits';

describe('two editors saving the same file', () => {
  const root = mkdtempSync(join(tmpdir(), 'edits-'));
  const file = 'src/content/faq.yaml';
  mkdirSync(join(root, 'src/content'), { recursive: true });
  const write = (text: string) => writeFileSync(join(root, file), text);
  const tree = () => [{ path: file, type: 'blob', sha: blobSha(Buffer.from(readText())) }];
  let text = '';
  const readText = () => text;
  const save = (value: string) => {
    text = value;
    write(value);
  };

  it('names git’s blob of a file as git does', () => {
    save('frage: 1\n');
    const git = execFileSync('git', ['hash-object', join(root, file)], { encoding: 'utf8' }).trim();
    expect(blobSha(Buffer.from('frage: 1\n'))).toBe(git);
  });

  it('refuses the second save of a file both screens opened, and lets each save its own newest', async () => {
    const edits = editTracker(root);
    save('frage: 1\n');
    edits.remember('anna', tree());
    edits.remember('ben', tree());
    const update = { additions: [{ path: file }], deletions: [] };

    expect(await edits.conflicts('anna', update)).toEqual([]);
    save('frage: anna\n');
    edits.remember('anna', tree());

    expect(await edits.conflicts('ben', update)).toEqual([file]);
    expect(await edits.conflicts('ben', { deletions: [{ path: file }] })).toEqual([file]);
    // Anna's screen got her own save back: her next save goes through.
    expect(await edits.conflicts('anna', update)).toEqual([]);
    // Ben reloads and sees Anna's version: now his save goes through.
    edits.remember('ben', tree());
    expect(await edits.conflicts('ben', update)).toEqual([]);
  });

  it('refuses a new file someone else created meanwhile, and does not check a screen it never answered', async () => {
    const edits = editTracker(root);
    edits.remember('anna', []);
    expect(await edits.conflicts('anna', { additions: [{ path: file }] })).toEqual([file]);
    expect(await edits.conflicts('unbekannt', { additions: [{ path: file }] })).toEqual([]);
  });
});

describe('the requests the guard reads as Keystatic does', () => {
  it('names the route whatever the slashes, so no variant of a save skips the check', () => {
    for (const path of [
      '/api/keystatic/update',
      '/api/keystatic/update/',
      '/api/keystatic//update',
      '/api/keystatic/%75pdate',
    ]) {
      expect(keystaticRoute(path), path).toBe('update');
    }
    expect(keystaticRoute('/api/keystatic/tree/')).toBe('tree');
    expect(keystaticRoute('/api/keystatic/blob/abc/src/content/faq.yaml')).toBe('blob/abc/src/content/faq.yaml');
  });

  it('lets a save name only files under the content folders, before any file is read', () => {
    const save = (path: unknown) => ({ additions: [{ path, contents: 'eA' }], deletions: [] });
    expect(validUpdate(save('src/content/faq.yaml'))).toBe(true);
    expect(validUpdate({ additions: [], deletions: [{ path: 'src/assets/art/irish/neu.png' }] })).toBe(true);
    for (const path of [
      '../../etc/passwd',
      'src/content/../../x',
      'src/content/a\\b',
      '/dev/zero',
      'package.json',
      'src/content',
      3,
    ]) {
      expect(validUpdate(save(path)), String(path)).toBe(false);
    }
    expect(validUpdate({ additions: 'x' })).toBe(false);
    expect(validUpdate(null)).toBe(false);
  });
});
