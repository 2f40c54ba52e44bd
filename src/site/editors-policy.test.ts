import { expect, it } from 'vitest';
import { editorsPolicy } from './editors-policy';

const astro =
  "default-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self';object-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' ; style-src-elem 'self' 'sha256-def='; style-src-attr 'unsafe-inline';";

it("lets Keystatic's UI style itself and reach GitHub, keeping the script hashes", () => {
  const policy = editorsPolicy(astro);
  expect(policy).toContain("script-src 'self' 'sha256-abc='");
  expect(policy).toContain("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com");
  expect(policy).not.toMatch(/style-src-elem|style-src-attr/);
  expect(policy).toContain("font-src 'self' https://fonts.gstatic.com");
  expect(policy).toContain("connect-src 'self' https://api.github.com");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("'unsafe-eval'");
});
