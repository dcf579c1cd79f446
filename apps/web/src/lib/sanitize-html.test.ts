import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

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
