import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The public pages drawn on the server (issue 43): the web build's renderer
 * (apps/web/src/entry-server.tsx, built beside the app into `<webRoot>-ssr`) draws a guest's
 * page in the language and catalogue country of the request; its api calls are answered by this
 * server in its own process (Fastify's inject: the same validation, limits and catalogue cache
 * as a phone's calls, no socket). Member-only pages stay drawn by the browser.
 */
export type Language = 'eng' | 'cn' | 'jp';
interface Renderer {
  SERVER_PAGES: readonly string[];
  renderPage(request: {
    url: string;
    language: Language;
    country: string | null;
    template: string;
    fetch: typeof fetch;
  }): Promise<
    | { kind: 'page'; status: number; html: string }
    | { kind: 'redirect'; status: number; location: string }
  >;
}

/** The cookies the web app mirrors the device's choices to (apps/web/src/lib/choice-cookies.ts). */
const LANGUAGE_COOKIE = 'ugift_lang';
const COUNTRY_COOKIE = 'ugift_country';

function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

const isLanguage = (value: unknown): value is Language =>
  value === 'eng' || value === 'cn' || value === 'jp';

/** The member's choice (its cookie), else the first of Accept-Language we have, else English. */
export function pageLanguage(cookieValue: string | null, acceptLanguage: string | undefined) {
  if (isLanguage(cookieValue)) return cookieValue;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of asked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'eng';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'cn';
    if (tag === 'ja' || tag.startsWith('ja-')) return 'jp';
  }
  return 'eng';
}

/** The language a request's page (or its preview) is drawn in: pageLanguage of its headers. */
export const requestLanguage = (request: FastifyRequest): Language =>
  pageLanguage(cookie(request, LANGUAGE_COOKIE), request.headers['accept-language']);

/** Loads the renderer built beside the app, or null when there is none (the shell is served). */
export async function loadRenderer(webRoot: string): Promise<Renderer | null> {
  const file = path.join(`${webRoot.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.mjs');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/** A fetch the renderer's api client calls, answered by this server without a socket. */
function inProcessFetch(app: FastifyInstance, clientIp: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://127.0.0.1'), init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      remoteAddress: clientIp,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(key, String(value));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}

/**
 * Answers a page the renderer draws, or returns false for the caller to send the shell. Public
 * pages are the same for every guest of a language and country: a CDN may keep them, keyed by
 * the cookies and Accept-Language.
 */
export async function sendRenderedPage(
  app: FastifyInstance,
  renderer: Renderer,
  template: string,
  basePath: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const url = new URL(request.url, 'http://page');
  const page = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : null;
  if (page === null || !renderer.SERVER_PAGES.includes(page)) return false;
  const answer = await renderer.renderPage({
    url: `http://${request.headers.host ?? request.hostname}${request.url}`,
    language: requestLanguage(request),
    country: /^\d{1,10}$/.test(cookie(request, COUNTRY_COOKIE) ?? '')
      ? cookie(request, COUNTRY_COOKIE)
      : null,
    template,
    fetch: inProcessFetch(app, request.ip),
  });
  reply.header('vary', 'Cookie, Accept-Language');
  if (answer.kind === 'redirect') {
    await reply.code(answer.status).header('location', answer.location).send();
    return true;
  }
  await reply
    .code(answer.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=0, s-maxage=60')
    .send(answer.html);
  return true;
}
