import { describe, expect, it } from 'vitest';

import { sanitizeHtml, textOnlyHtml } from './sanitize-html';

describe('given HTML from the server', () => {
  it('should keep text structure, emphasis, lists and web links', () => {
    const html =
      '<p>Show the <strong>code</strong></p><div>Earn <em>5,000 points</em></div><ul><li>One</li></ul><a href="https://ugift.test/t">terms</a>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="mailto:help@ugift.test">mail</a>')).toBe(
      '<a href="mailto:help@ugift.test">mail</a>',
    );
  });

  it('should drop scripts, handlers, styles, images, frames and javascript: links', () => {
    const dirty =
      '<p style="color:red" onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"></p>' +
      '<a href="javascript:steal()" target="_top">x</a><iframe src="https://evil.example"></iframe>';
    expect(sanitizeHtml(dirty)).toBe('<p>Hi</p><a>x</a>');
  });
});

describe('given server HTML drawn without a DOM (the server renderer, hydration)', () => {
  it('should keep the text and no markup at all', () => {
    const html = textOnlyHtml('<p>Hi <img src=x onerror=alert(1)><b>there</b></p><script');
    expect(html).not.toMatch(/<[a-z]/i);
    expect(html).toContain('Hi');
    expect(html).toContain('there');
  });
});
