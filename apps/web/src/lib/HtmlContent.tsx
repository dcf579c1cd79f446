import styled from 'styled-components';

import { sanitizeHtml } from './sanitize-html';

const Block = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space.space200}px;
  }
`;

/** Rich text from the server (descriptions, terms), always through the one sanitiser. */
export function HtmlContent({ html }: { html: string }) {
  return <Block dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
