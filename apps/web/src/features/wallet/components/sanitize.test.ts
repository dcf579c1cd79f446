import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps paragraphs, lists, emphasis and web links', () => {
    const html =
      '<p>Show the <strong>code</strong></p><ul><li>One</li></ul><a href="https://ugift.test/t">terms</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, images and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p>' +
        '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>Hi</p><a>x</a>');
  });
});
