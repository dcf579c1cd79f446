import styled from 'styled-components';

import { useSafeHtml } from './sanitize-html';

const Block = styled.div`
  color: var(--ug-colors-text);
  line-height: var(--ug-line-heights-normal);
  overflow-wrap: anywhere;
  p {
    margin: 0 0 var(--ug-space-space200);
  }
`;

/** Rich text from the server (descriptions, terms), always through the one sanitiser. */
export function HtmlContent({ html }: { html: string }) {
  return <Block dangerouslySetInnerHTML={{ __html: useSafeHtml(html) }} />;
}
