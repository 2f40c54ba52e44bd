import { defineMiddleware } from 'astro:middleware';
import { loginMessages } from '../domain/auth/messages';
import { contentRoles, type StaffRole } from '../domain/auth/session';
import { publishMessages } from '../domain/publish/publish';
import { sentSessionCookieName } from '../server/auth/cookie';
import { storedTokenHash } from '../server/auth/token';
import { openApi } from '../server/node-api-instance';
import { artRefusal, refusedArt } from './art-uploads';
import { editorsPolicy } from './editors-policy';
import { conflictMessage, editTracker, keystaticRoute, validUpdate } from './keystatic-edits';

/** GitHub mode signs in with GitHub and saves as commits there; local mode has no sign-in of its own. */
const githubMode = Boolean(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO);
const edits = editTracker(process.cwd());
/** Saves are checked and written one after another, so two at once cannot both pass the check. */
let saving: Promise<unknown> = Promise.resolve();

const isEditorsScreen = (path: string) => path === '/keystatic' || path.startsWith('/keystatic/');
const isEditorsApi = (path: string) => path.startsWith('/api/keystatic/');

/** The staff session behind the request, asked of the API itself (docs/roles.md#sessions). */
async function editorOf(request: Request, cookie: string | undefined) {
  // The session's stored hash keys what the editor's screen has seen; no well-formed token, no session.
  const key = await storedTokenHash(cookie);
  if (!key) return undefined;
  const api = await openApi();
  const answer = await api.fetch(
    new Request(new URL('/api/auth/session', request.url), {
      headers: { cookie: request.headers.get('cookie') ?? '' },
    }),
  );
  if (!answer.ok) return undefined;
  const { staff, twoFactorMissing } = (await answer.json()) as {
    staff: { role: StaffRole };
    twoFactorMissing: boolean;
  };
  return { role: staff.role, twoFactorMissing, key };
}

/** An answer in German text: Keystatic shows a failed save's text as its error. */
function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function refusal(status: 401 | 403, screen: boolean, body: string): Response {
  // The screen's page sends a signed-out visitor to the staff sign-in.
  if (screen && status === 401) return new Response(null, { status: 303, headers: { location: '/admin' } });
  return text(status, body);
}

/**
 * The editors' screen (/keystatic and its API /api/keystatic/*): in local mode open to signed-in
 * owners and editors only (docs/publishing.md#editing), saves checked against someone else's save
 * of the same file and pictures that are no raster image refused (./art-uploads.ts); its own content
 * security policy on its pages. Added by astro.config.mjs
 * together with Keystatic.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const path = context.url.pathname;
  const screen = isEditorsScreen(path);
  if (!screen && !isEditorsApi(path)) return next();
  // `astro dev` is a developer's own machine: Keystatic there is theirs, as it always was.
  if (githubMode || import.meta.env.DEV) return withPolicy(path, await next());

  const editor = await editorOf(context.request, context.cookies.get(sentSessionCookieName)?.value);
  if (!editor) return refusal(401, screen, publishMessages.editorsSignedOut);
  if (!contentRoles.includes(editor.role) || editor.twoFactorMissing) {
    return refusal(403, screen, loginMessages.forbidden);
  }
  const route = screen ? '' : keystaticRoute(path);
  if (route === 'tree' && context.request.method === 'GET') {
    return remembered(editor.key, await next());
  }
  if (route === 'update' && context.request.method === 'POST') {
    const update: unknown = await context.request
      .clone()
      .json()
      .catch(() => undefined);
    if (!validUpdate(update)) return text(400, 'Ungültige Anfrage.');
    const refused = refusedArt(update.additions ?? []);
    if (refused.length > 0) return text(422, artRefusal(refused));
    const turn = saving.then(async () => {
      const conflicts = await edits.conflicts(editor.key, update);
      if (conflicts.length > 0) return text(409, conflictMessage(conflicts));
      return remembered(editor.key, await next());
    });
    saving = turn.catch(() => undefined);
    return turn;
  }
  return withPolicy(path, await next());
});

async function remembered(editor: string, response: Response): Promise<Response> {
  if (response.ok) {
    const tree = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (Array.isArray(tree)) edits.remember(editor, tree);
  }
  return response;
}

function withPolicy(path: string, response: Response): Response {
  if (!isEditorsScreen(path)) return response;
  const policy = response.headers.get('content-security-policy');
  if (policy) response.headers.set('content-security-policy', editorsPolicy(policy));
  return response;
}
