import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet.mjs';

const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b.css">
    <link rel="stylesheet" crossorigin href="/assets/other-c.css">
  </head>`;

describe('inlineStylesheet', () => {
  it("puts the stylesheet's rules where its link was and keeps the link, disabled", () => {
    const page = inlineStylesheet(HTML, '/assets/index-b.css', 'body{margin:0}\n');
    expect(page).toBe(`<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <style>body{margin:0}</style>
    <link rel="stylesheet" href="/assets/index-b.css" disabled>
    <link rel="stylesheet" crossorigin href="/assets/other-c.css">
  </head>`);
  });

  it('refuses rules that would close the <style> early', () => {
    expect(() => inlineStylesheet(HTML, '/assets/index-b.css', 'a{}</STYLE><script>')).toThrow(/<\/style/);
  });

  it('refuses a page without the link, or with two', () => {
    expect(() => inlineStylesheet(HTML, '/assets/missing.css', 'a{}')).toThrow(/0 links/);
    const twice = HTML.replace('other-c', 'index-b');
    expect(() => inlineStylesheet(twice, '/assets/index-b.css', 'a{}')).toThrow(/2 links/);
  });
});
