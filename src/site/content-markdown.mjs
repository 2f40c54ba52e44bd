/**
 * How the content's Markdown (event details) becomes HTML: Markdown only. Editors write it, and an
 * editor must not reach the visitors' or the owner's browser with markup of their own (a
 * `<meta http-equiv="refresh">`, a form, a script): raw HTML is dropped, and links and images keep
 * only web, mail and phone addresses or paths of the site (docs/content.md#event-pages).
 */

/** Schemes a link or image in the content may use; anything else (javascript:, data:, vbscript:) is dropped. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Whether an address in the content is harmless: relative, or one of the allowed schemes. Browsers
 * ignore whitespace and control characters inside a scheme ("java\tscript:"), so they are ignored here too.
 * @param {unknown} address
 */
export function safeAddress(address) {
  if (typeof address !== 'string') return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop exactly these characters
  const plain = address.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(plain)?.[1];
  return scheme === undefined || allowedSchemes.has(scheme.toLowerCase());
}

/**
 * An event's text as plain text for the calendar, the page's description, JSON-LD and iCal: the
 * Markdown as written, without the raw HTML the page drops (those places escape it, so this only
 * keeps markup out of what visitors read).
 * @param {string} markdown
 */
export function withoutHtml(markdown) {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** @type {import('satteri').HastPluginDefinition} */
export const markdownOnly = {
  name: 'markdown-only',
  raw(node, ctx) {
    ctx.removeNode(node);
  },
  element: {
    filter: ['a', 'img'],
    visit(node, ctx) {
      for (const key of ['href', 'src']) {
        if (!safeAddress(node.properties?.[key])) ctx.setProperty(node, key, null);
      }
    },
  },
};
