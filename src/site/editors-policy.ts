/**
 * The content security policy of the editors' screen (/keystatic, Keystatic's own app). It keeps
 * Astro's script policy (hashes) but lets Keystatic's UI do what it needs: style elements it writes
 * at run time, its Inter font from Google Fonts, and in GitHub mode the GitHub API, avatars and
 * file contents. Every other page keeps the strict policy.
 */
const styles = "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com";

export function editorsPolicy(astroPolicy: string): string {
  const directives = astroPolicy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^style-src(-elem|-attr)?\s/.test(d))
    .map((d) => {
      const [name] = d.split(/\s+/, 1);
      if (name === 'font-src') return `${d} https://fonts.gstatic.com`;
      if (name === 'connect-src') return `${d} https://api.github.com`;
      if (name === 'img-src') return `${d} https://avatars.githubusercontent.com https://raw.githubusercontent.com`;
      return d;
    });
  return [...directives, styles, "frame-ancestors 'none'"].join('; ');
}
