import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize';

describe('given campaign HTML from the server', () => {
  it('should keep text structure and safe links', () => {
    expect(sanitizeHtml('<p>Earn <strong>5,000 points</strong></p><ul><li>One</li></ul>')).toBe(
      '<p>Earn <strong>5,000 points</strong></p><ul><li>One</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://ugift.example/terms">Terms</a>')).toBe(
      '<a href="https://ugift.example/terms">Terms</a>',
    );
  });

  it('should drop scripts, handlers, styles, images and javascript: links', () => {
    const dirty =
      '<p style="color:red" onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"></p><a href="javascript:steal()">x</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });
});
